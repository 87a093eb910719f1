import { PutCommand, QueryCommand, UpdateCommand, type PutCommandInput, type QueryCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { invalidInput } from '@sandbank/shared/errors';
import type * as z from 'zod/mini';
import { documentClient } from '../lib/clients/dynamodb';
import { env } from '../lib/env';
import { partitions } from './item-kinds';
import { fillKey } from './keys';

/* What every entity module shares; each builds its keys from its kind's declaration in item-kinds.ts and parses what it reads. */

export const tableName = () => env.tableName();

/** Always read with the caller's own id. */
export const userPartition = (userId: string) => fillKey(partitions.user, { userId });

/** TransactionRejected says it for a transaction. */
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

/** Every item a query matches, following LastEvaluatedKey page after page. */
export async function* queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** An index use's index and key attributes (data/keys.ts, `indexKeys`). */
export interface IndexAttributes {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

/** The items an index holds under one exact key: the look-up behind an index use such as `byEmail`. */
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

/** The answer to a cursor the listing cannot resume from. */
export const invalidCursor = () => invalidInput('Invalid cursor', { 'query.cursor': 'Invalid cursor' });

/**
 * The most items one call of a listing examines — reads from the table, before any filter — so a
 * cheap request cannot cause a large read: a filter that matches little answers a partial page
 * (even an empty one) with a cursor to go on from.
 */
export const LISTING_READ_BUDGET = 200;

export interface ListingRead {
  /** The query, without Limit and ExclusiveStartKey. */
  query: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;
  /** Where to resume (from the caller's cursor), or undefined for the first page. */
  start?: Record<string, unknown>;
  limit: number;
  /** Whether the query has a FilterExpression: then the budget, not the page size, bounds each read. */
  filtered: boolean;
  /** The key attributes of an item, to resume after it. */
  keyOf: (item: Record<string, unknown>) => Record<string, string>;
  budget?: number;
}

/**
 * One page of a listing: up to `limit` items in key order from `start`, examining at most the
 * budget. `resumeKey` is where the next page starts — after the last item returned, or after the
 * last item examined when the budget ran out first — and null at the end.
 */
export async function readListingPage(read: ListingRead): Promise<{ items: Record<string, unknown>[]; resumeKey: Record<string, string> | null; examined: number }> {
  const budget = read.budget ?? LISTING_READ_BUDGET;
  const items: Record<string, unknown>[] = [];
  let examined = 0;
  let startKey = read.start;
  for (;;) {
    // Unfiltered, every item examined is returned: ask for one more than fits, to know whether more follow.
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

/**
 * DynamoDB refuses a query it cannot run with a ValidationException. When the query resumed from
 * a caller's cursor, that is the caller's input (a signed cursor never does this, but a 500 is
 * never the answer to input): 400. Otherwise it is our fault and stays an error.
 */
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
