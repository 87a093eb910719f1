import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { invalidInput } from '@sandbank/shared/errors';
import type * as z from 'zod/mini';
import { documentClient } from '../lib/clients/dynamodb';
import { env } from '../lib/env';
import { partitions } from './item-kinds';
import { tableDesign } from './table-design';

/*
 * What every entity module (`entities/<entity>.ts`) shares: the table's name, its key attributes
 * and the partitions several entities live in. Each entity builds its partition key from its
 * partition in `item-kinds.ts`, names its index uses and parses what it reads; docs/data-model.md
 * lists them all.
 */

export const tableName = () => env.tableName();

/** The primary key of every item. */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** A customer's partition: their profile, accounts, entries and adjustments, read with the caller's own id. */
export const userPartition = (userId: string) => partitions.user.key(userId);

/** gsi1 partition of one account: the account itself and every one of its entries. */
export const accountCollection = (accountId: string) => `ACCOUNT#${accountId}`;

/** gsi2 sort key of back-office listings: newest last in key order, so read backwards for newest first. */
export const listingSort = (createdAt: string, id: string) => `${createdAt}#${id}`;

/**
 * A stored item as its entity's schema reads it. An item that does not match is a fault of the
 * table, not of the caller: it fails loudly (a 500 with one log line) instead of leaking on.
 */
export function readItem<Schema extends z.ZodMiniType>(schema: Schema, entity: string, item: Record<string, unknown>): z.output<Schema> {
  const result = schema.safeParse(item);
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

type IndexName = (typeof tableDesign.globalSecondaryIndexes)[number]['indexName'];

/** The items an index holds under one exact key: the look-up behind an index use such as `byEmail`. */
export async function itemsAtIndexKey(indexName: IndexName, partition: string, sort: string): Promise<Record<string, unknown>[]> {
  const index = tableDesign.globalSecondaryIndexes.find((candidate) => candidate.indexName === indexName)!;
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: indexName,
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
