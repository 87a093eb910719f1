import { notFound } from '@sandbank/shared/errors';
import { accountsOfUser, putNewAccount, type AccountRecord } from '../../data/entities/account';
import { countIntoMonths } from '../../data/entities/account-month';
import { countChange } from '../../data/entities/bank-counters';
import { reserveAccountNumber } from '../../data/entities/account-number';
import { markAccountsOpened } from '../../data/entities/onboarding-marker';
import { createProfile, profileOfUser, type ProfileRecord } from '../../data/entities/profile';
import { putNewEntry } from '../../data/entities/transaction';
import { TransactionRejected, transactWrite } from '../../data/transact';
import { directoryUser } from '../../data/user-directory';
import { idAt } from '../../lib/ids';
import { StableFacts } from '../../lib/stable-facts';
import type { Caller } from '../caller';
import { entryPosted } from '../ledger/entries';
import { islandOfHolder } from '../ledger/islands';
import { balancedEntries } from '../ledger/movement';
import { planSandboxOpening } from './sandbox-accounts';

/*
 * Becoming a customer of the bank: a profile made from what the user pool knows, and the three
 * sandbox accounts — each exactly once, however many first requests race. The requests that
 * show customers their own bank (their profile, their accounts) call `onboard` once, first;
 * nothing else opens anyone's accounts, least of all another customer's request.
 */

const MAX_OPENING_ATTEMPTS = 3;

/** Customers known to be onboarded: once true, it stays true (profiles and accounts are never removed). */
const onboarded = new StableFacts<true>();

/** Creates the caller's profile from the user pool unless it exists; a concurrent first request may win. */
async function ensureProfile(caller: Pick<Caller, 'userId' | 'username'>): Promise<ProfileRecord> {
  const existing = await profileOfUser(caller.userId);
  if (existing) return existing;
  const user = await directoryUser(caller.username);
  if (!user) throw notFound('User not found');
  const profile: ProfileRecord = {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: null,
    address: null,
    avatarKey: null,
    createdAt: new Date().toISOString(),
  };
  return storeProfile(profile);
}

/** Creates the profile unless one exists, and answers the one that is stored. */
async function storeProfile(profile: ProfileRecord): Promise<ProfileRecord> {
  if (await createProfile(profile)) return profile;
  const created = await profileOfUser(profile.userId);
  if (!created) throw new Error('Profile vanished after a concurrent create');
  return created;
}

/**
 * Opens the sandbox accounts in one transaction. The onboarding marker (item 0) makes it happen
 * once: a request that loses the race sees its condition fail and reads what the winner wrote.
 * A clash of random account numbers (other items) simply tries again with new numbers.
 */
async function openSandboxAccounts(holder: ProfileRecord, openedAt?: Date): Promise<void> {
  const { userId } = holder;
  const island = islandOfHolder(holder);
  for (let attempt = 1; attempt <= MAX_OPENING_ATTEMPTS; attempt += 1) {
    const now = openedAt ?? new Date();
    const plan = openedAt ? planSandboxOpening(userId, now, island, pastIds()) : planSandboxOpening(userId, now, island);
    // Opening balances come from the bank's sandbox funding account (an island's, as everything it receives).
    const entries = balancedEntries(plan.entries.map((entry) => ({ entry, island, contra: 'sandboxFunding' as const })));
    try {
      await transactWrite([
        markAccountsOpened(userId, now.toISOString()),
        ...plan.accounts.flatMap((account) => putNewAccount(account, holder)),
        ...plan.accounts.map(reserveAccountNumber),
        ...entries.map(putNewEntry),
        ...countIntoMonths(entries),
        // The accounts, their opening balances and their first entries, in the bank's counters.
        ...countChange({ accounts: plan.accounts.length, entries }),
        // The opening deposits are entries like any other: each is told as posted.
        ...entries.map(entryPosted),
      ]);
      return;
    } catch (error) {
      if (error instanceof TransactionRejected && error.failedCondition(0)) return;
      if (!(error instanceof TransactionRejected) || attempt === MAX_OPENING_ATTEMPTS) throw error;
    }
  }
}

/** Ids made in the past, one millisecond apart so that they keep the order they are made in. */
function pastIds(): (time: number) => string {
  let made = 0;
  return (time) => idAt(time + made++);
}

async function ensureSandboxAccounts(holder: ProfileRecord, openedAt?: Date): Promise<AccountRecord[]> {
  const accounts = await accountsOfUser(holder.userId);
  if (accounts.length > 0) return accounts;
  await openSandboxAccounts(holder, openedAt);
  return accountsOfUser(holder.userId);
}

/** Makes sure the caller is a customer: their profile exists and their sandbox accounts are open. */
export async function onboard(caller: Caller): Promise<void> {
  await onboarded.get(caller.userId, async () => {
    await ensureSandboxAccounts(await ensureProfile(caller));
    return true;
  });
}

/**
 * Onboards a customer an administrator (or the tester's toolkit) creates, at once: the profile with
 * the details given (or the one an earlier attempt stored), then the sandbox accounts — opened at
 * `openedAt` when given (a scenario with a history before today).
 */
export async function onboardCreatedCustomer(profile: ProfileRecord, openedAt?: Date): Promise<ProfileRecord> {
  const stored = await storeProfile(profile);
  await ensureSandboxAccounts(stored, openedAt);
  return stored;
}
