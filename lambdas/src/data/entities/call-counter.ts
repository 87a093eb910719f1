import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimitCategory } from '@sandbank/shared/rate-limits';
import { documentClient } from '../../lib/clients/dynamodb';
import { partitions } from '../item-kinds';
import { tableName, type ItemKey } from '../table';
import type { TransactItem } from '../transact';

/*
 * Call counter — how many calls of one kind (a rate-limit category) a caller made in one fixed
 * window; removed by TTL once its window is over. Each window has its own item, so counting
 * is one blind conditional update: no read, and nothing to reset.
 *   key  RATELIMIT#{callerId} / {category}#{window start, ISO 8601}
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

const key = (window: CallWindow): ItemKey => ({
  pk: partitions.callCounter.key(window.callerId),
  sk: `${window.category}#${new Date(window.startsAt * 1000).toISOString()}`,
});

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
export async function countCallNow(window: CallWindow): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand(countOne(window)));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
