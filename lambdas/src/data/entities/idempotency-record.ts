import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { type ItemOf, itemSchema, readItem, tableName, writeIf } from '../table';
import type { TransactItem } from '../transact';

/* Scoped to caller and operation, so keys of different callers never meet. */

/** DynamoDB's TTL removes records some time after 24 hours, so expiry is also checked on write. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

const IdempotencyOutcome = itemSchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('success'), response: z.unknown() }),
    z.object({ kind: z.literal('rejection'), code: z.string(), message: z.string(), fields: z.optional(z.record(z.string(), z.string())) }),
  ]),
);
export type IdempotencyOutcome = ItemOf<typeof IdempotencyOutcome>;

const RecordItem = itemSchema(() =>
  z.object({
    requestHash: z.string(),
    /** JSON text: a response may hold attributes DynamoDB would not store as given. */
    outcome: z.pipe(
      z.pipe(
        z.string(),
        z.transform((text: string): unknown => JSON.parse(text)),
      ),
      IdempotencyOutcome(),
    ),
    expiresAt: z.int(),
  }),
);
export type IdempotencyRecord = Omit<ItemOf<typeof RecordItem>, 'expiresAt'>;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const keys = primaryKeys(kinds.partitions.idempotency, kinds.idempotencyRecord.sort);
const key = (scope: string): ItemKey => keys.key({ scope });

/** TTL removes late, so an expired record must not count. */
const unexpired = () => ({
  ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
  ExpressionAttributeValues: { ':now': nowSeconds() },
});

export async function idempotencyRecord(scope: string): Promise<IdempotencyRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(scope), ConsistentRead: true }));
  if (!Item) return null;
  const { expiresAt, ...record } = readItem(RecordItem, 'idempotency record', Item);
  return expiresAt < nowSeconds() ? null : record;
}

function recordItem(scope: string, requestHash: string, outcome: IdempotencyOutcome) {
  return {
    ...key(scope),
    entity: 'idempotency',
    requestHash,
    outcome: JSON.stringify(outcome),
    createdAt: new Date().toISOString(),
    expiresAt: nowSeconds() + IDEMPOTENCY_TTL_SECONDS,
  };
}

export function putIdempotencyRecord(scope: string, requestHash: string, outcome: IdempotencyOutcome): TransactItem {
  return { Put: { TableName: tableName(), Item: recordItem(scope, requestHash, outcome), ...unexpired() } };
}

/** Remembers a rejection, where nothing moved; false when the key was taken meanwhile. */
export const saveIdempotencyRecord = (scope: string, requestHash: string, outcome: IdempotencyOutcome): Promise<boolean> =>
  writeIf({ Put: { TableName: tableName(), Item: recordItem(scope, requestHash, outcome), ...unexpired() } });
