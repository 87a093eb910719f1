import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Account, AccountType } from '@sandbank/shared';
import { documentClient, keys, queryAll, tableName } from './table';
import type { TransactItem } from './transact';

export interface AccountRecord extends Account {
  userId: string;
  version: number;
}

function toAccount(item: Record<string, unknown>): AccountRecord {
  return {
    id: item.id as string,
    userId: item.userId as string,
    type: item.type as AccountType,
    name: item.name as string,
    number: item.number as string,
    balanceCents: item.balanceCents as number,
    pendingCents: (item.pendingCents as number | undefined) ?? 0,
    interestRate: item.interestRate as number,
    createdAt: item.createdAt as string,
    version: item.version as number,
  };
}

/** A customer's accounts, primary checking first (strongly consistent: read right after opening). */
export async function listAccountsOfUser(userId: string): Promise<AccountRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': keys.accountSortPrefix },
      ConsistentRead: true,
    }),
  );
  const order: Record<AccountType, number> = { checking: 0, savings: 1, investment: 2 };
  return Items.map(toAccount).sort((a, b) => order[a.type] - order[b.type] || a.createdAt.localeCompare(b.createdAt));
}

/** Put of a new account item, guarded so an existing account is never overwritten. */
export function putNewAccount(account: AccountRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.user(account.userId),
        sk: keys.accountSort(account.id),
        entity: 'account',
        ...account,
        gsi1pk: keys.accountIndex(account.id),
        gsi1sk: keys.accountIndexSort,
        gsi2pk: keys.allAccounts,
        gsi2sk: keys.listingSort(account.createdAt, account.id),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Reserves an account number; the condition fails if the number was ever issued before. */
export function reserveAccountNumber(account: AccountRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.accountNumber(account.number),
        sk: keys.accountNumberSort,
        entity: 'accountNumber',
        accountId: account.id,
        userId: account.userId,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The once-per-customer marker: its condition is what makes opening happen exactly once. */
export function markAccountsOpened(userId: string, openedAt: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: keys.user(userId), sk: keys.onboardingSort, entity: 'onboarding', openedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** One account of one customer; a wrong owner reads as no account. */
export async function getAccountOfUser(userId: string, accountId: string): Promise<AccountRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: keys.user(userId), sk: keys.accountSort(accountId) }, ConsistentRead: true }),
  );
  return Item ? toAccount(Item) : null;
}

/** Any account by id (back office): the index gives the owner, the table a consistent read. */
export async function findAccountById(accountId: string): Promise<AccountRecord | null> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :account AND gsi1sk = :sort',
      ExpressionAttributeValues: { ':account': keys.accountIndex(accountId), ':sort': keys.accountIndexSort },
    }),
  );
  const owner = Items[0]?.userId as string | undefined;
  return owner ? getAccountOfUser(owner, accountId) : null;
}

/** Every account in the bank, a page at a time (back office and ledger reconciliation). */
export async function* allAccounts(): AsyncGenerator<AccountRecord> {
  const items = queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :accounts',
    ExpressionAttributeValues: { ':accounts': keys.allAccounts },
  });
  for await (const item of items) yield toAccount(item);
}
