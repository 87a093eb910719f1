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
 * Each exactly once, however many first requests race. Only the requests that show customers their own bank call
 * `onboard`; nothing else opens anyone's accounts, least of all another customer's request.
 */

const MAX_OPENING_ATTEMPTS = 3;

/** Profiles and accounts are never removed, so once true it stays true. */
const onboarded = new StableFacts<true>();

/** A concurrent first request may win. */
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

async function storeProfile(profile: ProfileRecord): Promise<ProfileRecord> {
  if (await createProfile(profile)) return profile;
  const created = await profileOfUser(profile.userId);
  if (!created) throw new Error('Profile vanished after a concurrent create');
  return created;
}

/**
 * The onboarding marker (item 0) makes it happen once: the loser of a race sees its condition fail and reads
 * what the winner wrote. A clash of random account numbers simply tries again.
 */
async function openSandboxAccounts(holder: ProfileRecord, openedAt?: Date): Promise<void> {
  const { userId } = holder;
  const island = islandOfHolder(holder);
  for (let attempt = 1; attempt <= MAX_OPENING_ATTEMPTS; attempt += 1) {
    const now = openedAt ?? new Date();
    const plan = openedAt ? planSandboxOpening(userId, now, island, pastIds()) : planSandboxOpening(userId, now, island);
    // From sandbox funding (an island's, as everything it receives).
    const entries = balancedEntries(plan.entries.map((entry) => ({ entry, island, contra: 'sandboxFunding' as const })));
    try {
      await transactWrite([
        markAccountsOpened(userId, now.toISOString()),
        ...plan.accounts.flatMap((account) => putNewAccount(account, holder)),
        ...plan.accounts.map(reserveAccountNumber),
        ...entries.map(putNewEntry),
        ...countIntoMonths(entries),
        ...countChange({ accounts: plan.accounts.length, entries }),
        ...entries.map(entryPosted),
      ]);
      return;
    } catch (error) {
      if (error instanceof TransactionRejected && error.failedCondition(0)) return;
      if (!(error instanceof TransactionRejected) || attempt === MAX_OPENING_ATTEMPTS) throw error;
    }
  }
}

/** One millisecond apart, so they keep the order they are made in. */
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

export async function onboard(caller: Caller): Promise<void> {
  await onboarded.get(caller.userId, async () => {
    await ensureSandboxAccounts(await ensureProfile(caller));
    return true;
  });
}

/** Opened at `openedAt` when given: a scenario with a history before today. */
export async function onboardCreatedCustomer(profile: ProfileRecord, openedAt?: Date): Promise<ProfileRecord> {
  const stored = await storeProfile(profile);
  await ensureSandboxAccounts(stored, openedAt);
  return stored;
}
