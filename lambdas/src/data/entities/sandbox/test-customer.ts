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
 * While it exists the customer's tokens work; the expiry job removes it last. `endsAt` is not a TTL attribute,
 * because expiring a test customer moves money and removes items, which TTL cannot do.
 */

export const TestCustomerItem = itemSchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    scenario: TestScenario,
    createdAt: z.string(),
    endsAt: z.string(),
    /** What a reset returns to. */
    startBalances: z.record(z.string(), z.int()),
    /** Absent: counted under no network. */
    createdFrom: z.optional(z.string()),
    /** From then on its calls are refused. */
    expiringSince: z.optional(z.string()),
  }),
);
export type TestCustomerRecord = ItemOf<typeof TestCustomerItem>;

const keys = primaryKeys(kinds.partitions.user, toolkitKinds.testCustomer.sort);
export const testCustomerKey = (userId: string): ItemKey => keys.key({ userId });
export const testCustomersByExpiry = indexKeys(toolkitKinds.testCustomer.indexes.byExpiry);

export async function testCustomerOf(userId: string): Promise<TestCustomerRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: testCustomerKey(userId), ConsistentRead: true }));
  return Item ? readItem(TestCustomerItem, 'testCustomer', Item) : null;
}

/** Written as soon as the pool user exists, so whatever a failed creation leaves behind is the expiry job's to remove. */
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

/** The record must still exist. */
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
