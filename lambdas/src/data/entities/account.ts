import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Account, type AccountType } from '@sandbank/shared/schemas/account';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { accountCollection, itemsAtIndexKey, listingSort, queryAll, readItem, tableName, userPartition, type ItemKey } from '../table';
import type { TransactItem } from '../transact';

/*
 * Account — one per account, in its owner's partition.
 *   key          USER#{userId} / ACCOUNT#{accountId}        → accountOfUser, accountsOfUser
 *   byAccountId  gsi1 ACCOUNT#{accountId} / ACCOUNT         → accountById (its entries share the partition)
 *   allAccounts  gsi2 ACCOUNTS / {createdAt}#{accountId}    → allAccounts
 * Its balance changes only through the ledger's movement (domain/ledger/movement.ts), which
 * updates it under conditions in the same transaction as the entries.
 */

const AccountItem = z.extend(Account, {
  userId: z.string(),
  /** Sum of pending entries; items written before holds existed have none. */
  pendingCents: z._default(z.int(), 0),
  /** Raised by every balance change, so a reader can pin what it read. */
  version: z.int(),
});
export type AccountRecord = z.output<typeof AccountItem>;

const SORT_PREFIX = 'ACCOUNT#';
/** The primary key of an account: the ledger's balance updates address it by this. */
export const accountKey = (userId: string, accountId: string): ItemKey => ({ pk: userPartition(userId), sk: `${SORT_PREFIX}${accountId}` });
const byAccountId = { indexName: 'gsi1', partition: accountCollection, sort: 'ACCOUNT' } as const;
const allAccountsIndex = { indexName: 'gsi2', partition: 'ACCOUNTS' } as const;

const read = (item: Record<string, unknown>) => readItem(AccountItem, 'account', item);
const primaryFirst: Record<AccountType, number> = { checking: 0, savings: 1, investment: 2 };

/** A customer's accounts, primary checking first (strongly consistent: read right after opening). */
export async function accountsOfUser(userId: string): Promise<AccountRecord[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': SORT_PREFIX },
      ConsistentRead: true,
    }),
  );
  return Items.map(read).sort((a, b) => primaryFirst[a.type] - primaryFirst[b.type] || a.createdAt.localeCompare(b.createdAt));
}

/** One account of one customer; a wrong owner reads as no account. */
export async function accountOfUser(userId: string, accountId: string): Promise<AccountRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: accountKey(userId, accountId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

/** Any account by id (back office): the index gives the owner, the table a consistent read. */
export async function accountById(accountId: string): Promise<AccountRecord | null> {
  const [indexed] = await itemsAtIndexKey(byAccountId.indexName, byAccountId.partition(accountId), byAccountId.sort);
  return indexed ? accountOfUser(read(indexed).userId, accountId) : null;
}

/** Every account in the bank, a page at a time (back office and ledger reconciliation). */
export async function* allAccounts(): AsyncGenerator<AccountRecord> {
  const items = queryAll({
    IndexName: allAccountsIndex.indexName,
    KeyConditionExpression: 'gsi2pk = :accounts',
    ExpressionAttributeValues: { ':accounts': allAccountsIndex.partition },
  });
  for await (const item of items) yield read(item);
}

/** Put of a new account, guarded so an existing account is never overwritten. */
export function putNewAccount(account: AccountRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...accountKey(account.userId, account.id),
        entity: 'account',
        ...account,
        gsi1pk: byAccountId.partition(account.id),
        gsi1sk: byAccountId.sort,
        gsi2pk: allAccountsIndex.partition,
        gsi2sk: listingSort(account.createdAt, account.id),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
