import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { bankAccountIds, type BankAccountId } from '@sandbank/shared/ledger';
import { Transaction, type TransactionType } from '@sandbank/shared/schemas/transaction';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { HIGHEST_ID, idBoundsAt, LOWEST_ID, monthOfId } from '../../lib/ids';
import type { CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../keys';
import { queryPage, sortKeyPosition } from '../listing-page';
import { type ItemOf, itemSchema, queryAll, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Entries are written only by the ledger's movement (domain/ledger/movement.ts); after that an entry changes
 * only when a held one settles, or once when `npm run upgrade:double-entry` gives an old entry its other side.
 */

const optionalLink = z._default(z.nullable(z.string()), null);
const EntryItem = itemSchema(() =>
  z.extend(Transaction, {
    userId: z.string(),
    reference: optionalLink,
    note: optionalLink,
    transferId: optionalLink,
    wireId: optionalLink,
    checkId: optionalLink,
    adjustmentId: optionalLink,
    /** Absent when another customer's entry holds the other side. */
    contra: z.optional(z.enum(bankAccountIds)),
    island: z.optional(z.string()),
  }),
);
export type TransactionRecord = ItemOf<typeof EntryItem>;

const keys = primaryKeys(kinds.partitions.user, kinds.transaction.sort);
const entrySort = (transactionId: string) => keys.sort({ transactionId });
const ENTRY_SORT_KEY = /^TX#[0-9A-HJKMNP-TV-Z]{26}$/;
const key = (userId: string, transactionId: string): ItemKey => keys.key({ userId, transactionId });
const byAccount = indexKeys(kinds.transaction.indexes.byAccount);

/**
 * A transfer indexes two entries of under 1 KB: 32 partitions take about 16,000 transfers a second before one
 * reaches 1,000 write units. At most 32: the listing's cursor keeps one bit per shard.
 */
export const ENTRY_SHARDS = 32;
const allEntriesIndex = indexKeys(kinds.transaction.indexes.allEntries);
export const allEntries = {
  ...allEntriesIndex,
  partition: (month: string, shard: number) => allEntriesIndex.partition({ month, shard: String(shard).padStart(2, '0') }),
  sort: (transactionId: string) => allEntriesIndex.sort({ transactionId }),
  sortPattern: ENTRY_SORT_KEY,
};

export const readEntry = (item: Record<string, unknown>) => readItem(EntryItem, 'entry', item);
const read = readEntry;

const searchTextOf = (entry: TransactionRecord) =>
  [entry.description, entry.note, entry.reference].filter(Boolean).join(' ').toLowerCase();

export function putNewEntry(entry: TransactionRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...key(entry.userId, entry.id),
        entity: 'transaction',
        ...entry,
        searchText: searchTextOf(entry),
        ...byAccount.entry({ accountId: entry.accountId, transactionId: entry.id }),
        ...allEntriesIndex.entry({ month: monthOfId(entry.id), shard: String(randomInt(0, ENTRY_SHARDS)).padStart(2, '0'), transactionId: entry.id }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Only if still pending and its bank side is still the one read: the double-entry upgrade may give it a `contra`
 * in between, and a failed hold must give back what is there.
 */
export function settleEntry(entry: Pick<TransactionRecord, 'userId' | 'id' | 'contra'>, status: 'completed' | 'failed'): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key(entry.userId, entry.id),
      UpdateExpression: 'SET #status = :status',
      ConditionExpression: `#status = :pending AND ${entry.contra === undefined ? 'attribute_not_exists(contra)' : 'contra = :contra'}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':pending': 'pending', ...(entry.contra === undefined ? {} : { ':contra': entry.contra }) },
    },
  };
}

/**
 * Only while it is as it was read, since what the change moves on the bank's accounts depends on it; on a failed
 * condition the entry comes back for the caller to decide again.
 */
export function giveOtherSide(entry: Pick<TransactionRecord, 'userId' | 'id' | 'status' | 'contra'>, side: { contra?: BankAccountId; island?: string }): TransactItem {
  const set = Object.entries({ contra: side.contra, island: side.island }).filter(([, value]) => value !== undefined);
  const conditions = ['#status = :statusRead', entry.contra === undefined ? 'attribute_not_exists(#contra)' : '#contra = :contraRead'];
  if (side.island !== undefined) conditions.push('attribute_not_exists(#island)');
  return {
    Update: {
      TableName: tableName(),
      Key: key(entry.userId, entry.id),
      UpdateExpression: `SET ${set.map(([field]) => `#${field} = :${field}`).join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: { '#status': 'status', '#contra': 'contra', ...(side.island === undefined ? {} : { '#island': 'island' }) },
      ExpressionAttributeValues: {
        ':statusRead': entry.status,
        ...(entry.contra === undefined ? {} : { ':contraRead': entry.contra }),
        ...Object.fromEntries(set.map(([field, value]) => [`:${field}`, value])),
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** Strongly consistent: a hold's entries just before its decision ends them. */
export async function entriesOfUserNow(userId: string, ids: readonly string[]): Promise<TransactionRecord[]> {
  return Promise.all(
    ids.map(async (transactionId) => {
      const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(userId, transactionId), ConsistentRead: true }));
      if (!Item) throw new Error(`Entry ${transactionId} of ${userId} is missing`);
      return read(Item);
    }),
  );
}

/** Another customer's id is simply not there. */
export async function entryOfUser(userId: string, transactionId: string): Promise<TransactionRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(userId, transactionId) }));
  return Item ? read(Item) : null;
}

export interface TransactionFilter {
  type?: TransactionType;
  direction?: 'in' | 'out';
  accountId?: string;
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
  return { low: entrySort(low), high: entrySort(high) };
}

function filterExpression(filter: TransactionFilter): {
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  values: Record<string, string | number>;
} {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, string | number> = {};
  if (filter.type) {
    conditions.push('#type = :type');
    names['#type'] = 'type';
    values[':type'] = filter.type;
  }
  if (filter.direction) {
    conditions.push(filter.direction === 'in' ? 'amountCents > :zero' : 'amountCents < :zero');
    values[':zero'] = 0;
  }
  if (filter.accountId) {
    conditions.push('accountId = :accountId');
    values[':accountId'] = filter.accountId;
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
 * Dates are a key range; the other filters apply after reading, so a call examines at most LISTING_READ_BUDGET
 * and may answer fewer entries, even none, with a cursor.
 */
export async function historyOfUser(
  userId: string,
  filter: TransactionFilter,
): Promise<{ items: TransactionRecord[]; nextCursor: string | null }> {
  const scope: CursorScope = {
    listing: 'transactions',
    callerId: userId,
    query: { type: filter.type, direction: filter.direction, accountId: filter.accountId, from: filter.from, to: filter.to, q: filter.q },
  };
  const range = sortKeyRange(filter.from, filter.to);
  const { values: filterValues, ...filterParts } = filterExpression(filter);
  const page = await queryPage({
    scope,
    cursor: filter.cursor,
    query: {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
      ...filterParts,
      ExpressionAttributeValues: { ':pk': keys.partition({ userId }), ':low': range.low, ':high': range.high, ...filterValues },
      ScanIndexForward: false,
    },
    limit: filter.limit,
    ...sortKeyPosition(keys.partition({ userId }), ENTRY_SORT_KEY),
  });
  return { items: page.items.map(read), nextCursor: page.nextCursor };
}

export async function entriesOfAccount(accountId: string): Promise<TransactionRecord[]> {
  const entries: TransactionRecord[] = [];
  const items = queryAll({
    IndexName: byAccount.indexName,
    KeyConditionExpression: '#partition = :account AND begins_with(#sort, :prefix)',
    ExpressionAttributeNames: { '#partition': byAccount.partitionKey, '#sort': byAccount.sortKey },
    ExpressionAttributeValues: { ':account': byAccount.partition({ accountId }), ':prefix': byAccount.sortPrefix() },
  });
  for await (const item of items) entries.push(read(item));
  return entries;
}

const ENTRY_INDEX_POSITION = {
  pk: /^USER#[^#]+$/,
  sk: ENTRY_SORT_KEY,
  [byAccount.partitionKey]: /^ACCOUNT#[0-9A-HJKMNP-TV-Z]{26}$/,
  [byAccount.sortKey]: ENTRY_SORT_KEY,
};

/** The month's key range only, never what came before it. */
export async function entriesOfAccountInMonth(
  userId: string,
  accountId: string,
  month: { name: string; start: Date; end: Date },
  page: { cursor?: string; limit: number },
): Promise<{ items: TransactionRecord[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'statement', callerId: userId, query: { accountId, month: month.name } };
  const found = await queryPage({
    scope,
    cursor: page.cursor,
    query: {
      IndexName: byAccount.indexName,
      KeyConditionExpression: '#partition = :account AND #sort BETWEEN :low AND :high',
      ExpressionAttributeNames: { '#partition': byAccount.partitionKey, '#sort': byAccount.sortKey },
      ExpressionAttributeValues: {
        ':account': byAccount.partition({ accountId }),
        ':low': entrySort(idBoundsAt(month.start.getTime()).first),
        ':high': entrySort(idBoundsAt(month.end.getTime() - 1).last),
      },
    },
    limit: page.limit,
    position: ENTRY_INDEX_POSITION,
    startAt: (at) => at,
    positionOf: (item) => ({
      pk: String(item.pk),
      sk: String(item.sk),
      [byAccount.partitionKey]: String(item[byAccount.partitionKey]),
      [byAccount.sortKey]: String(item[byAccount.sortKey]),
    }),
    budget: page.limit + 1,
  });
  return { items: found.items.map(read), nextCursor: found.nextCursor };
}
