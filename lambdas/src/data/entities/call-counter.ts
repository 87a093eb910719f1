import type { RateLimitCategory } from '@sandbank/shared/rate-limits';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { tableName, writeIf } from '../table';
import type { TransactItem } from '../transact';

/*
 * Call counter — how many calls of one kind (a rate-limit category) a caller made in one fixed
 * window; removed by TTL once its window is over. Each window has its own item, so counting
 * is one blind conditional update: no read, and nothing to reset. Its key is `callCounter` in
 * data/item-kinds.ts (the window's start in ISO 8601).
 * A partition per caller: counting writes nowhere near anyone's money or anyone else's calls.
 */

/** One caller's window for one kind of call, with its allowance. */
export interface CallWindow {
  callerId: string;
  category: RateLimitCategory;
  limit: number;
  /** Epoch seconds. */
  startsAt: number;
  endsAt: number;
}

const keys = primaryKeys(kinds.partitions.callCounter, kinds.callCounter.sort);
const key = (window: CallWindow): ItemKey =>
  keys.key({ callerId: window.callerId, category: window.category, windowStart: new Date(window.startsAt * 1000).toISOString() });

/** Adds one call to the window's counter, unless the allowance is spent (then the condition fails and nothing changes). */
function countOne(window: CallWindow) {
  return {
    TableName: tableName(),
    Key: key(window),
    UpdateExpression: 'SET #entity = :entity, #expiresAt = :expiresAt ADD #calls :one',
    ConditionExpression: 'attribute_not_exists(#calls) OR #calls < :limit',
    ExpressionAttributeNames: { '#entity': 'entity', '#expiresAt': 'expiresAt', '#calls': 'calls' },
    ExpressionAttributeValues: { ':entity': 'callCounter', ':expiresAt': window.endsAt, ':one': 1, ':limit': window.limit },
  };
}

/** The count of a call, as an item of the transaction that carries the call out. */
export const countCall = (window: CallWindow): TransactItem => ({ Update: countOne(window) });

/** Counts a call on its own; false when the allowance was already spent. */
export const countCallNow = (window: CallWindow): Promise<boolean> => writeIf({ Update: countOne(window) });
