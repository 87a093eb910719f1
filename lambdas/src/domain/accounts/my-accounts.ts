import type { Account } from '@sandbank/shared';
import {
  listAccountsOfUser,
  markAccountsOpened,
  putNewAccount,
  reserveAccountNumber,
  type AccountRecord,
} from '../../data/account-repository';
import { putNewTransaction } from '../../data/transaction-repository';
import { TransactionRejected, transactWrite } from '../../data/transact';
import type { Caller } from '../../lib/auth';
import { ensureProfile } from '../users/profile';
import { planSandboxOpening } from './sandbox-accounts';

const MAX_OPENING_ATTEMPTS = 3;

export const toAccountView = ({ userId: _userId, version: _version, ...account }: AccountRecord): Account => account;

/**
 * Opens the sandbox accounts in one transaction. The onboarding marker (item 0) makes it happen
 * once: a request that loses the race sees its condition fail and reads what the winner wrote.
 * A clash of random account numbers (other items) simply tries again with new numbers.
 */
async function openSandboxAccounts(userId: string): Promise<void> {
  for (let attempt = 1; attempt <= MAX_OPENING_ATTEMPTS; attempt += 1) {
    const now = new Date();
    const plan = planSandboxOpening(userId, now);
    try {
      await transactWrite([
        markAccountsOpened(userId, now.toISOString()),
        ...plan.accounts.map(putNewAccount),
        ...plan.accounts.map(reserveAccountNumber),
        ...plan.entries.map(putNewTransaction),
      ]);
      return;
    } catch (error) {
      if (error instanceof TransactionRejected && error.failedCondition(0)) return;
      if (!(error instanceof TransactionRejected) || attempt === MAX_OPENING_ATTEMPTS) throw error;
    }
  }
}

/** A customer's accounts, opening the sandbox accounts first if they have none yet. */
export async function ensureSandboxAccounts(userId: string): Promise<AccountRecord[]> {
  const accounts = await listAccountsOfUser(userId);
  if (accounts.length > 0) return accounts;
  await openSandboxAccounts(userId);
  return listAccountsOfUser(userId);
}

export async function listMyAccounts(caller: Caller): Promise<Account[]> {
  await ensureProfile(caller);
  return (await ensureSandboxAccounts(caller.userId)).map(toAccountView);
}
