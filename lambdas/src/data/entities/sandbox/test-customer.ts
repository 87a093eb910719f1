import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TestScenario } from '@sandbank/shared/sandbox';
import * as z from 'zod/mini';
import { documentClient } from '../../../lib/clients/dynamodb';
import * as kinds from '../../item-kinds';
import * as toolkitKinds from './item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../../keys';
import { type ItemOf, itemSchema, readItem, tableName } from '../../table';
import type { TransactItem } from '../../transact';

/*
 * Test customer — one per customer the tester's toolkit created, in their partition (`testCustomer`
 * in item-kinds.ts). While it exists the customer's tokens work; the expiry job removes it
 * last, so from then on every call with the customer's old tokens is refused (http/sandbox/test-customer-gate.ts).
 *   key       → testCustomerOf, putNewTestCustomer, recordStartBalances
 *   byExpiry  → the expiry job: the customers whose time is up, oldest first
 * `endsAt` (ISO 8601) is when it expires: not the table's TTL attribute, because expiring a test
 * customer moves money and removes items, which TTL cannot do.
 */

export const TestCustomerItem = itemSchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    scenario: TestScenario,
    createdAt: z.string(),
    endsAt: z.string(),
    /** The balance of each account at the scenario's start (cents by account id): what a reset returns to. */
    startBalances: z.record(z.string(), z.int()),
    /**
     * The network that created it (an IPv4 address or an IPv6 /64), whose count of live test
     * customers its removal lowers; absent, it is counted under no network.
     */
    createdFrom: z.optional(z.string()),
    /** Set by the expiry job when it starts removing the customer: from then on its calls are refused. */
    expiringSince: z.optional(z.string()),
  }),
);
export type TestCustomerRecord = ItemOf<typeof TestCustomerItem>;

const keys = primaryKeys(kinds.partitions.user, toolkitKinds.testCustomer.sort);
export const testCustomerKey = (userId: string): ItemKey => keys.key({ userId });
export const testCustomersByExpiry = indexKeys(toolkitKinds.testCustomer.indexes.byExpiry);

/** The test customer's record, or null once it expired (or for anyone else). */
export async function testCustomerOf(userId: string): Promise<TestCustomerRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: testCustomerKey(userId), ConsistentRead: true }));
  return Item ? readItem(TestCustomerItem, 'testCustomer', Item) : null;
}

/**
 * The Put of a new test customer's record, under the expiry index at `endsAt`: written as soon as
 * the pool user exists (before its password, accounts or scenario), so whatever a failed creation
 * leaves behind is the expiry job's to remove like any other test customer.
 */
export function putNewTestCustomer(record: TestCustomerRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...testCustomerKey(record.userId),
        entity: 'testCustomer',
        ...record,
        ...testCustomersByExpiry.entry({ expiresAt: record.endsAt, userId: record.userId }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The balances the scenario starts from, once it is in place (the record must still exist). */
export function recordStartBalances(userId: string, startBalances: Record<string, number>): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: testCustomerKey(userId),
      UpdateExpression: 'SET startBalances = :balances',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':balances': startBalances },
    },
  };
}
