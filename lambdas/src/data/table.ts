import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
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
