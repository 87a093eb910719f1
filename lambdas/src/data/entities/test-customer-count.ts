import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { itemSchema, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Live test customers — one item (`liveTestCustomers` in data/item-kinds.ts) counting the test
 * customers that exist, so the toolkit can refuse a new one at the cap (BANK_SETTINGS
 * `sandbox.maxLiveTestCustomers`) without counting records. It moves only with a record: raised in
 * the transaction that writes a test customer's record, lowered in the transaction that deletes it.
 *   key → liveTestCustomerCount
 */

const key = primaryKeys(kinds.partitions.sandbox, kinds.liveTestCustomers.sort).key();
const CountItem = itemSchema(() => z.object({ live: z._default(z.int(), 0) }));

/** How many test customers are alive now (a cheap look before creating one; the raise decides). */
export async function liveTestCustomerCount(): Promise<number> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ? readItem(CountItem, 'live test customers', Item).live : 0;
}

/** One more live test customer, unless `max` are alive already (then this item's condition fails). */
export function countLiveTestCustomer(max: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET entity = :entity ADD live :one',
      ConditionExpression: 'attribute_not_exists(live) OR live < :max',
      ExpressionAttributeValues: { ':entity': 'liveTestCustomers', ':one': 1, ':max': max },
    },
  };
}

/**
 * One test customer fewer: for the transaction that deletes a test customer's record (the expiry
 * job), whose condition on the record existing makes it count once. Unconditional itself, so the
 * removal never fails on the count.
 */
export function releaseLiveTestCustomer(): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET entity = :entity ADD live :minusOne',
      ExpressionAttributeValues: { ':entity': 'liveTestCustomers', ':minusOne': -1 },
    },
  };
}
