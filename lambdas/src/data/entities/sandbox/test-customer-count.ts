import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TEST_CUSTOMER_TTL_MINUTES } from '@sandbank/shared/sandbox';
import * as z from 'zod/mini';
import { documentClient } from '../../../lib/clients/dynamodb';
import * as kinds from '../../item-kinds';
import * as toolkitKinds from './item-kinds';
import { primaryKeys, type ItemKey } from '../../keys';
import { itemSchema, readItem, tableName } from '../../table';
import type { TransactItem } from '../../transact';

/*
 * The toolkit's own counts, so a creation is refused at a limit without counting records. They move only with a
 * record: raised in the transaction that writes a test customer, the live counts lowered in the one that deletes
 * it.
 */

const liveKey = primaryKeys(kinds.partitions.sandbox, toolkitKinds.liveTestCustomers.sort).key();
const addressKeys = primaryKeys(kinds.partitions.sandbox, toolkitKinds.liveTestCustomersOfAddress.sort);
const creationKeys = primaryKeys(kinds.partitions.sandbox, toolkitKinds.testCustomerCreations.sort);
const LiveItem = itemSchema(() => z.object({ live: z._default(z.int(), 0) }));
const CreationsItem = itemSchema(() => z.object({ created: z._default(z.int(), 0) }));

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * MINUTE_SECONDS;
/** Longer than any test customer lives, plus a day for the expiry job, so TTL removes it only once everyone it counted is gone. */
const ADDRESS_COUNT_KEPT_SECONDS = TEST_CUSTOMER_TTL_MINUTES.max * MINUTE_SECONDS + DAY_SECONDS;

export interface CreationWindow {
  startsAt: number;
  endsAt: number;
  limit: number;
}

/** Aligned to the epoch, as the per-caller windows are. */
export function creationWindowAt(now: Date, limit: number): CreationWindow {
  const startsAt = Math.floor(now.getTime() / 1000 / MINUTE_SECONDS) * MINUTE_SECONDS;
  return { startsAt, endsAt: startsAt + MINUTE_SECONDS, limit };
}

const addressKey = (address: string): ItemKey => addressKeys.key({ address });
const creationKey = (window: CreationWindow): ItemKey => creationKeys.key({ windowStart: new Date(window.startsAt * 1000).toISOString() });

async function getItem(key: ItemKey): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item;
}

const liveIn = async (key: ItemKey, entity: string) => {
  const item = await getItem(key);
  return item ? readItem(LiveItem, entity, item).live : 0;
};

/** A cheap look before creating one; the conditional raise decides. */
export const liveTestCustomerCount = (): Promise<number> => liveIn(liveKey, 'live test customers');

/** A cheap look before creating one; the conditional raises decide. */
export async function creationRoom(address: string, window: CreationWindow): Promise<{ live: number; liveOfAddress: number; createdThisMinute: number }> {
  const [live, liveOfAddress, created] = await Promise.all([liveTestCustomerCount(), liveIn(addressKey(address), 'live test customers of an address'), getItem(creationKey(window))]);
  return { live, liveOfAddress, createdThisMinute: created ? readItem(CreationsItem, 'test customer creations', created).created : 0 };
}

export function countLiveTestCustomer(max: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: liveKey,
      UpdateExpression: 'SET entity = :entity ADD live :one',
      ConditionExpression: 'attribute_not_exists(live) OR live < :max',
      ExpressionAttributeValues: { ':entity': 'liveTestCustomers', ':one': 1, ':max': max },
    },
  };
}

export function countLiveTestCustomerOfAddress(address: string, max: number, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: addressKey(address),
      UpdateExpression: 'SET entity = :entity, expiresAt = :expiresAt ADD live :one',
      ConditionExpression: 'attribute_not_exists(live) OR live < :max',
      ExpressionAttributeValues: {
        ':entity': 'liveTestCustomersOfAddress',
        ':expiresAt': Math.floor(now.getTime() / 1000) + ADDRESS_COUNT_KEPT_SECONDS,
        ':one': 1,
        ':max': max,
      },
    },
  };
}

export function countTestCustomerCreation(window: CreationWindow): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: creationKey(window),
      UpdateExpression: 'SET entity = :entity, expiresAt = :expiresAt ADD #created :one',
      ConditionExpression: 'attribute_not_exists(#created) OR #created < :limit',
      ExpressionAttributeNames: { '#created': 'created' },
      ExpressionAttributeValues: { ':entity': 'testCustomerCreations', ':expiresAt': window.endsAt, ':one': 1, ':limit': window.limit },
    },
  };
}

/** Unconditional, so the removal never fails on the count; the record's own condition makes it count once. */
export function releaseLiveTestCustomer(): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: liveKey,
      UpdateExpression: 'SET entity = :entity ADD live :minusOne',
      ExpressionAttributeValues: { ':entity': 'liveTestCustomers', ':minusOne': -1 },
    },
  };
}

/**
 * Unconditional like releaseLiveTestCustomer. A count TTL already removed (the expiry job days late) is written
 * again with an expiry, so it cannot stay behind for good.
 */
export function releaseLiveTestCustomerOfAddress(address: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: addressKey(address),
      UpdateExpression: 'SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expiresAt) ADD live :minusOne',
      ExpressionAttributeValues: { ':entity': 'liveTestCustomersOfAddress', ':expiresAt': Math.floor(now.getTime() / 1000) + DAY_SECONDS, ':minusOne': -1 },
    },
  };
}
