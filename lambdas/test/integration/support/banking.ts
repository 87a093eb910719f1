import { randomUUID } from 'node:crypto';
import { callApi, type ApiResult } from '@sandbank/scripts/test-harness';
import { newUser, type TestUser } from './users';

export interface AccountView {
  id: string;
  type: string;
  number: string;
  balanceCents: number;
}

export async function accountsOf(user: TestUser): Promise<AccountView[]> {
  const { status, body } = await callApi('listMyAccounts', { token: user.accessToken });
  if (status !== 200) throw new Error(`listMyAccounts answered ${status}`);
  return body.items;
}

/**
 * A new user who has made their first request, which opened their accounts: only such a customer
 * can receive a transfer (someone who never did is answered like an unknown email).
 */
export async function newAccountHolder(): Promise<TestUser> {
  const user = await newUser();
  await accountsOf(user);
  return user;
}

export const checkingOf = async (user: TestUser) => (await accountsOf(user)).find((account) => account.type === 'checking')!;

export async function historyOf(user: TestUser, query: Record<string, string> = {}): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const { body }: { body: { items: any[]; nextCursor: string | null } } = await callApi('listMyTransactions', {
      token: user.accessToken,
      query: cursor ? { limit: '100', ...query, cursor } : { limit: '100', ...query },
    });
    items.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

export function transfer(
  from: TestUser,
  body: { fromAccountId: string; toEmail: string; amountCents: unknown; note?: unknown },
  key: string = randomUUID(),
): Promise<ApiResult> {
  return callApi('createInternalTransfer', { token: from.accessToken, body, headers: { 'idempotency-key': key } });
}

export const totalBalance = (accounts: AccountView[]) => accounts.reduce((sum, account) => sum + account.balanceCents, 0);
