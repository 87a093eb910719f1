import type { RateLimitCategory } from '@sandbank/shared/rate-limits';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { tableName, writeIf } from '../table';
import type { TransactItem } from '../transact';

/*
 * One item per caller, kind and fixed window, removed by TTL, so counting is one blind conditional update with
 * no read and nothing to reset. A partition per caller keeps counting away from anyone's money or anyone else's
 * calls.
 */

export interface CallWindow {
  callerId: string;
  category: RateLimitCategory;
  limit: number;
  startsAt: number;
  endsAt: number;
}

const keys = primaryKeys(kinds.partitions.callCounter, kinds.callCounter.sort);
const key = (window: CallWindow): ItemKey =>
  keys.key({ callerId: window.callerId, category: window.category, windowStart: new Date(window.startsAt * 1000).toISOString() });

/** The condition fails once the allowance is spent, and nothing changes. */
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

export const countCall = (window: CallWindow): TransactItem => ({ Update: countOne(window) });

export const countCallNow = (window: CallWindow): Promise<boolean> => writeIf({ Update: countOne(window) });
