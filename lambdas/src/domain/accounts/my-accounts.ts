import type { Account } from '@sandbank/shared/schemas/account';
import { accountsOfUser, type AccountRecord } from '../../data/entities/account';
import type { Caller } from '../caller';
import { onboard } from '../onboarding/onboarding';

const toAccountView = ({ userId: _userId, version: _version, ...account }: AccountRecord): Account => account;

/** Their first request opens the sandbox accounts. */
export async function listMyAccounts(caller: Caller): Promise<Account[]> {
  await onboard(caller);
  return (await accountsOfUser(caller.userId)).map(toAccountView);
}
