import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Transaction, TransactionStatus, TransactionType } from '@sandbank/shared';
import { decodeCursor, encodeCursor } from './cursor';
import { HIGHEST_ID, idBoundsAt, LOWEST_ID } from './ids';
import { documentClient, keys, queryAll, tableName } from './table';
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

/** Lower-case text the history search looks in: description, note and reference. */
const searchTextOf = (transaction: TransactionRecord) =>
  [transaction.description, transaction.note, transaction.reference].filter(Boolean).join(' ').toLowerCase();

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
        searchText: searchTextOf(transaction),
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
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from?: string;
  to?: string;
  q?: string;
  cursor?: string;
  limit: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Entry ids are ULIDs, so a date range is a sort-key range: no filter needed for dates. */
function sortKeyRange(from?: string, to?: string): { low: string; high: string } {
  const low = from ? idBoundsAt(Date.parse(`${from}T00:00:00.000Z`)).first : LOWEST_ID;
  const high = to ? idBoundsAt(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS - 1).last : HIGHEST_ID;
  return { low: keys.transactionSort(low), high: keys.transactionSort(high) };
}

function filterExpression(filter: TransactionFilter): {
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  values: Record<string, string>;
} {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  if (filter.type) {
    conditions.push('#type = :type');
    names['#type'] = 'type';
    values[':type'] = filter.type;
  }
  if (filter.q) {
    conditions.push('contains(searchText, :q)');
    values[':q'] = filter.q.toLowerCase();
  }
  if (conditions.length === 0) return { values };
  return {
    FilterExpression: conditions.join(' AND '),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    values,
  };
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
  const range = sortKeyRange(filter.from, filter.to);
  const { values: filterValues, ...filterParts } = filterExpression(filter);
  while (items.length < filter.limit && !exhausted) {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
        ...filterParts,
        ExpressionAttributeValues: { ':pk': keys.user(userId), ':low': range.low, ':high': range.high, ...filterValues },
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

/**
 * Every entry of one account (all pages), oldest first, optionally only those up to a moment:
 * for reconciling a balance with its ledger and for statements.
 */
export async function listEntriesOfAccount(accountId: string, options: { until?: Date } = {}): Promise<TransactionRecord[]> {
  const entries: TransactionRecord[] = [];
  const items = queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :account AND gsi1sk BETWEEN :low AND :high',
    ExpressionAttributeValues: {
      ':account': keys.accountIndex(accountId),
      ':low': keys.transactionSort(LOWEST_ID),
      ':high': keys.transactionSort(options.until ? idBoundsAt(options.until.getTime()).last : HIGHEST_ID),
    },
  });
  for await (const item of items) entries.push(toTransaction(item));
  return entries;
}
