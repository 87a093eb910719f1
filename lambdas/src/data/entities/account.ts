import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Account, type AccountType } from '@sandbank/shared/schemas/account';
import { normaliseSearchText } from '@sandbank/shared/schemas/search';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import type { CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../keys';
import { queryPage } from '../listing-page';
import { type ItemOf, itemsAtIndexKey, itemSchema, queryAll, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * The bank-wide listing indexes a row of its own per account, written once, not the account itself: balance
 * changes then never write to the one `ACCOUNTS` index partition. Accounts opened before the rows existed carry
 * the index keys themselves until `npm run upgrade:account-listing` gives each its row. The balance changes only
 * through domain/ledger/movement.ts.
 */

const AccountItem = itemSchema(() =>
  z.extend(Account, {
    userId: z.string(),
    /** Sum of pending entries; items written before holds existed have none. */
    pendingCents: z._default(z.int(), 0),
    /** Raised by every balance change, so a reader can pin what it read. */
    version: z.int(),
    island: z.optional(z.string()),
  }),
);
export type AccountRecord = ItemOf<typeof AccountItem>;

const keys = primaryKeys(kinds.partitions.user, kinds.account.sort);
export const accountKey = (userId: string, accountId: string): ItemKey => keys.key({ userId, accountId });
const byAccountId = indexKeys(kinds.account.indexes.byAccountId);
const listingKeys = primaryKeys(kinds.partitions.user, kinds.accountListing.sort);
const allAccountsIndex = indexKeys(kinds.accountListing.indexes.allAccounts);
const ListingRow = itemSchema(() => z.object({ userId: z.string(), id: z.string() }));
const READS_AT_ONCE = 25;

export const readAccount = (item: Record<string, unknown>) => readItem(AccountItem, 'account', item);
const LISTING_SORT_KEY = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9A-HJKMNP-TV-Z]{26}$/;
const OWNER_PARTITION = /^USER#[0-9a-f-]{36}$/;
const ROW_KIND = /^(listing|account)$/;
const idInListingKey = (at: string) => at.slice(at.lastIndexOf('#') + 1);

export interface AccountHolder {
  email: string;
  firstName: string | null;
  lastName: string | null;
}
const primaryFirst: Record<AccountType, number> = { checking: 0, savings: 1, investment: 2 };

/** Strongly consistent: it is read right after opening. */
export async function accountsOfUser(userId: string): Promise<AccountRecord[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.partition({ userId }), ':prefix': keys.sortPrefix() },
      ConsistentRead: true,
    }),
  );
  return Items.map(readAccount).sort((a, b) => primaryFirst[a.type] - primaryFirst[b.type] || a.createdAt.localeCompare(b.createdAt));
}

/** A wrong owner reads as no account. */
export async function accountOfUser(userId: string, accountId: string): Promise<AccountRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: accountKey(userId, accountId), ConsistentRead: true }));
  return Item ? readAccount(Item) : null;
}

/** The index gives the owner, the table a consistent read. */
export async function accountById(accountId: string): Promise<AccountRecord | null> {
  const [indexed] = await itemsAtIndexKey(byAccountId, byAccountId.partition({ accountId }), byAccountId.sort());
  return indexed ? accountOfUser(readAccount(indexed).userId, accountId) : null;
}

/** Read by key, strongly consistent, so the balance is as it is now. */
async function accountsOfRows(rows: readonly Record<string, unknown>[]): Promise<AccountRecord[]> {
  const accounts: AccountRecord[] = [];
  for (let start = 0; start < rows.length; start += READS_AT_ONCE) {
    const named = rows.slice(start, start + READS_AT_ONCE).map((row) => readItem(ListingRow, 'account listing row', row));
    const read = await Promise.all(named.map((row) => accountOfUser(row.userId, row.id)));
    accounts.push(...read.filter((account): account is AccountRecord => account !== null));
  }
  return accounts;
}

export async function* allAccounts(): AsyncGenerator<AccountRecord> {
  const items = queryAll({
    IndexName: allAccountsIndex.indexName,
    KeyConditionExpression: '#partition = :accounts',
    ExpressionAttributeNames: { '#partition': allAccountsIndex.partitionKey },
    ExpressionAttributeValues: { ':accounts': allAccountsIndex.partition() },
  });
  let rows: Record<string, unknown>[] = [];
  for await (const item of items) {
    rows.push(item);
    if (rows.length === READS_AT_ONCE) {
      yield* await accountsOfRows(rows);
      rows = [];
    }
  }
  yield* await accountsOfRows(rows);
}

/** Written in the same transaction as the held entries' own change. */
export function endHold(userId: string, accountId: string, heldCents: number, refund: boolean): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: accountKey(userId, accountId),
      UpdateExpression: `SET pendingCents = pendingCents - :held, version = version + :one${refund ? ', balanceCents = balanceCents - :held' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':held': heldCents, ':one': 1 },
    },
  };
}

/** Puts of a new account and of its listing row, guarded so an existing one is never overwritten. */
export function putNewAccount(account: AccountRecord, holder: AccountHolder): TransactItem[] {
  const searchText = normaliseSearchText(account.name, account.number, holder.email, holder.firstName, holder.lastName);
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...accountKey(account.userId, account.id), entity: 'account', ...account, searchText, ...byAccountId.entry({ accountId: account.id }) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    putListingRow({ ...account, searchText }),
  ];
}

/** The row never changes; the balance is read from the account. */
export function putListingRow(account: Pick<AccountRecord, 'userId' | 'id' | 'createdAt'> & { searchText: string }): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...listingKeys.key({ userId: account.userId, accountId: account.id }),
        entity: 'accountListing',
        userId: account.userId,
        id: account.id,
        createdAt: account.createdAt,
        searchText: account.searchText,
        ...allAccountsIndex.entry({ createdAt: account.createdAt, accountId: account.id }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Examines at most LISTING_READ_BUDGET rows per call, so a rare match answers a short page with a cursor; then
 * each listed account is read by key.
 */
export async function accountsPage(
  callerId: string,
  query: { q?: string; cursor?: string; limit: number },
): Promise<{ items: AccountRecord[]; nextCursor: string | null }> {
  const search = query.q ? normaliseSearchText(query.q) : '';
  const scope: CursorScope = { listing: 'adminAccounts', callerId, query: { q: search || undefined } };
  const page = await queryPage({
    scope,
    cursor: query.cursor,
    query: {
      IndexName: allAccountsIndex.indexName,
      KeyConditionExpression: '#partition = :accounts',
      ...(search ? { FilterExpression: 'contains(searchText, :q)' } : {}),
      ExpressionAttributeNames: { '#partition': allAccountsIndex.partitionKey },
      ExpressionAttributeValues: { ':accounts': allAccountsIndex.partition(), ...(search ? { ':q': search } : {}) },
      ScanIndexForward: false,
    },
    limit: query.limit,
    position: { at: LISTING_SORT_KEY, owner: OWNER_PARTITION, row: ROW_KIND },
    // The listing key ends with the account id, which names the row's own key.
    startAt: (at) => ({
      pk: at.owner,
      sk: at.row === 'account' ? keys.sort({ accountId: idInListingKey(at.at) }) : listingKeys.sort({ accountId: idInListingKey(at.at) }),
      [allAccountsIndex.partitionKey]: allAccountsIndex.partition(),
      [allAccountsIndex.sortKey]: at.at,
    }),
    positionOf: (item) => ({
      at: String(item[allAccountsIndex.sortKey]),
      owner: String(item.pk),
      row: String(item.sk).startsWith(listingKeys.sortPrefix()) ? 'listing' : 'account',
    }),
  });
  return { items: await accountsOfRows(page.items), nextCursor: page.nextCursor };
}
