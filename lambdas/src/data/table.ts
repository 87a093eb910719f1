import { PutCommand, QueryCommand, UpdateCommand, type PutCommandInput, type QueryCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { invalidInput } from '@sandbank/shared/errors';
import type * as z from 'zod/mini';
import { documentClient } from '../lib/clients/dynamodb';
import { env } from '../lib/env';
import { partitions } from './item-kinds';
import { fillKey } from './keys';

/* Each entity module builds its keys from its kind's declaration in item-kinds.ts and parses what it reads. */

export const tableName = () => env.tableName();

export const userPartition = (userId: string) => fillKey(partitions.user, { userId });

export const isConditionalFailure = (error: unknown): boolean => (error as { name?: unknown } | null)?.name === 'ConditionalCheckFailedException';

export async function writeIf(write: { Put: PutCommandInput } | { Update: UpdateCommandInput }): Promise<boolean> {
  try {
    if ('Put' in write) await documentClient().send(new PutCommand(write.Put));
    else await documentClient().send(new UpdateCommand(write.Update));
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Built on first read instead of at load: a function loads many entity modules and reads few kinds, and every
 * schema built at load is paid by each cold start (docs/decisions/lambda-weight.md).
 */
export function itemSchema<Schema extends z.ZodMiniType>(build: () => Schema): () => Schema {
  let built: Schema | undefined;
  return () => (built ??= build());
}

export type ItemOf<Lazy extends () => z.ZodMiniType> = z.output<ReturnType<Lazy>>;

/** An item that does not match is a fault of the table, not the caller: it fails loudly (a 500 with one log line) instead of leaking on. */
export function readItem<Schema extends z.ZodMiniType>(schema: Schema | (() => Schema), entity: string, item: Record<string, unknown>): z.output<Schema> {
  const result = (typeof schema === 'function' ? schema() : schema).safeParse(item);
  if (!result.success) {
    throw new Error(`Stored ${entity} ${String(item.pk)} / ${String(item.sk)} does not match its schema: ${result.error.message}`);
  }
  return result.data;
}

export async function* queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

export interface IndexAttributes {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

export async function itemsAtIndexKey(index: IndexAttributes, partition: string, sort: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.indexName,
      KeyConditionExpression: '#partition = :partition AND #sort = :sort',
      ExpressionAttributeNames: { '#partition': index.partitionKey, '#sort': index.sortKey },
      ExpressionAttributeValues: { ':partition': partition, ':sort': sort },
    }),
  );
  return Items;
}

export const invalidCursor = () => invalidInput('Invalid cursor', { 'query.cursor': 'Invalid cursor' });

/** Counted before any filter, so a cheap request cannot cause a large read: a filter that matches little answers a partial page with a cursor. */
export const LISTING_READ_BUDGET = 200;

export interface ListingRead {
  query: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;
  start?: Record<string, unknown>;
  limit: number;
  /** Filtered, the budget rather than the page size bounds each read. */
  filtered: boolean;
  keyOf: (item: Record<string, unknown>) => Record<string, string>;
  budget?: number;
}

/** `resumeKey` may follow the last item examined rather than returned when the budget ran out first. */
export async function readListingPage(read: ListingRead): Promise<{ items: Record<string, unknown>[]; resumeKey: Record<string, string> | null; examined: number }> {
  const budget = read.budget ?? LISTING_READ_BUDGET;
  const items: Record<string, unknown>[] = [];
  let examined = 0;
  let startKey = read.start;
  for (;;) {
    // Unfiltered, ask for one more than fits, to know whether more follow.
    const ask = read.filtered ? budget - examined : Math.min(budget - examined, read.limit + 1 - items.length);
    const page = await sendListingQuery({ ...read.query, TableName: tableName(), Limit: ask, ExclusiveStartKey: startKey }, read.start !== undefined);
    examined += page.ScannedCount ?? page.Items?.length ?? 0;
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
    if (items.length > read.limit) return { items: items.slice(0, read.limit), resumeKey: read.keyOf(items[read.limit - 1]!), examined };
    if (!startKey) return { items, resumeKey: null, examined };
    if (items.length === read.limit || examined >= budget) return { items, resumeKey: read.keyOf(startKey), examined };
  }
}

/** A query resumed from a caller's cursor is the caller's input, so 400 rather than 500; otherwise it is our fault. */
async function sendListingQuery(input: QueryCommandInput, resumedFromCursor: boolean) {
  try {
    return await documentClient().send(new QueryCommand(input));
  } catch (error) {
    if (resumedFromCursor && (error as Error).name === 'ValidationException') {
      throw invalidCursor();
    }
    throw error;
  }
}
