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
 * The toolkit's own counts (`liveTestCustomers`, `liveTestCustomersOfAddress` and
 * `testCustomerCreations` in item-kinds.ts), so that a creation is refused at a limit without
 * counting records: the test customers alive (BANK_SETTINGS `sandbox.maxLiveTestCustomers`), those
 * alive that one network created (`sandbox.maxLivePerAddress`; an IPv4 address, an IPv6 /64), and
 * the creations of the current minute by everyone (`sandbox.maxCreationsPerMinute`). They move only
 * with a record: all raised in the transaction that writes a test customer's record, the two live
 * counts lowered in the transaction that deletes it.
 *   key → liveTestCustomerCount, creationRoom
 */

const liveKey = primaryKeys(kinds.partitions.sandbox, toolkitKinds.liveTestCustomers.sort).key();
const addressKeys = primaryKeys(kinds.partitions.sandbox, toolkitKinds.liveTestCustomersOfAddress.sort);
const creationKeys = primaryKeys(kinds.partitions.sandbox, toolkitKinds.testCustomerCreations.sort);
const LiveItem = itemSchema(() => z.object({ live: z._default(z.int(), 0) }));
const CreationsItem = itemSchema(() => z.object({ created: z._default(z.int(), 0) }));

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * MINUTE_SECONDS;
/**
 * How long a network's count outlives its last raise: longer than any test customer lives, and a
 * day more for the expiry job, so that TTL removes it only once everyone it counted is gone.
 */
const ADDRESS_COUNT_KEPT_SECONDS = TEST_CUSTOMER_TTL_MINUTES.max * MINUTE_SECONDS + DAY_SECONDS;

/** The minute a creation at `now` counts in, with the bank's allowance for it. */
export interface CreationWindow {
  /** Epoch seconds. */
  startsAt: number;
  endsAt: number;
  limit: number;
}

/** Minutes aligned to the epoch, as the per-caller windows are. */
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

/** How many test customers are alive now (a cheap look before creating one; the raise decides). */
export const liveTestCustomerCount = (): Promise<number> => liveIn(liveKey, 'live test customers');

/** The three counts a creation is held to, read at once (a cheap look before creating one; the raises decide). */
export async function creationRoom(address: string, window: CreationWindow): Promise<{ live: number; liveOfAddress: number; createdThisMinute: number }> {
  const [live, liveOfAddress, created] = await Promise.all([liveTestCustomerCount(), liveIn(addressKey(address), 'live test customers of an address'), getItem(creationKey(window))]);
  return { live, liveOfAddress, createdThisMinute: created ? readItem(CreationsItem, 'test customer creations', created).created : 0 };
}

/** One more live test customer, unless `max` are alive already (then this item's condition fails). */
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

/** One more live test customer of the network `address`, unless `max` of its are alive (then this item's condition fails). */
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

/** One more creation in the window, unless its allowance is spent (then this item's condition fails). */
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

/**
 * One test customer fewer: for the transaction that deletes a test customer's record (the expiry
 * job), whose condition on the record existing makes it count once. Unconditional itself, so the
 * removal never fails on the count.
 */
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
 * One test customer fewer for the network that created it, in the same transaction as
 * `releaseLiveTestCustomer` and unconditional like it. A count TTL already removed (the expiry job
 * days late) is written again with an expiry of its own, so it cannot stay behind for good.
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
