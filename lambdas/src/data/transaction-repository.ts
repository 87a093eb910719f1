import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Transaction, TransactionStatus, TransactionType } from '@sandbank/shared';
import { decodeCursor, encodeCursor } from './cursor';
import { documentClient, keys, tableName } from './table';
import type { TransactItem } from './transact';

export interface TransactionRecord extends Transaction {
  userId: string;
}

const TRANSACTION_SORT_KEY = /^TX#[0-9A-HJKMNP-TV-Z]{26}$/;

function toTransaction(item: Record<string, unknown>): TransactionRecord {
  const text = (name: string) => (item[name] as string | null | undefined) ?? null;
  return {
    id: item.id as string,
    userId: item.userId as string,
    accountId: item.accountId as string,
    type: item.type as TransactionType,
    amountCents: item.amountCents as number,
    description: item.description as string,
    status: item.status as TransactionStatus,
    createdAt: item.createdAt as string,
    reference: text('reference'),
    note: text('note'),
    transferId: text('transferId'),
    wireId: text('wireId'),
    checkId: text('checkId'),
    adjustmentId: text('adjustmentId'),
  };
}

/** Put of a new ledger entry; its id is a ULID, so the sort key orders entries by time. */
export function putNewTransaction(transaction: TransactionRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.user(transaction.userId),
        sk: keys.transactionSort(transaction.id),
        entity: 'transaction',
        ...transaction,
        gsi1pk: keys.accountIndex(transaction.accountId),
        gsi1sk: keys.transactionSort(transaction.id),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function getTransactionOfUser(userId: string, transactionId: string): Promise<TransactionRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: keys.user(userId), sk: keys.transactionSort(transactionId) },
    }),
  );
  return Item ? toTransaction(Item) : null;
}

export interface TransactionFilter {
  type?: TransactionType;
  cursor?: string;
  limit: number;
}

/**
 * One page of a customer's entries, newest first. Filters are applied by DynamoDB after the key
 * condition, so a page may need several reads; the cursor points at the last entry returned.
 */
export async function listTransactionsOfUser(
  userId: string,
  filter: TransactionFilter,
): Promise<{ items: TransactionRecord[]; nextCursor: string | null }> {
  const items: TransactionRecord[] = [];
  let startKey: Record<string, string> | undefined = filter.cursor
    ? { pk: keys.user(userId), sk: decodeCursor(filter.cursor, TRANSACTION_SORT_KEY) }
    : undefined;
  let exhausted = false;
  while (items.length < filter.limit && !exhausted) {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(filter.type ? { FilterExpression: '#type = :type' } : {}),
        ExpressionAttributeNames: filter.type ? { '#type': 'type' } : undefined,
        ExpressionAttributeValues: {
          ':pk': keys.user(userId),
          ':prefix': keys.transactionSortPrefix,
          ...(filter.type ? { ':type': filter.type } : {}),
        },
        ScanIndexForward: false,
        Limit: filter.limit + 1,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) items.push(toTransaction(item));
    startKey = page.LastEvaluatedKey as Record<string, string> | undefined;
    exhausted = !startKey;
  }
  const hasMore = items.length > filter.limit || !exhausted;
  const pageItems = items.slice(0, filter.limit);
  const last = pageItems.at(-1);
  return { items: pageItems, nextCursor: hasMore && last ? encodeCursor(keys.transactionSort(last.id)) : null };
}

/** Every entry of one account (all pages), oldest first: for reconciling a balance with its ledger. */
export async function listEntriesOfAccount(accountId: string): Promise<TransactionRecord[]> {
  const entries: TransactionRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :account AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':account': keys.accountIndex(accountId), ':prefix': keys.transactionSortPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) entries.push(toTransaction(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entries;
}
