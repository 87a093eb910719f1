import { randomBytes } from 'node:crypto';
import type { NewTestCustomer } from '@sandbank/shared/operations/sandbox';
import { TEST_CUSTOMER_GROUP, type TestScenario } from '@sandbank/shared/sandbox';
import type { Account } from '@sandbank/shared/schemas/account';
import { accountsOfUser, type AccountRecord } from '../../data/entities/account';
import type { ProfileRecord } from '../../data/entities/profile';
import { putNewTestCustomer, recordStartBalances } from '../../data/entities/test-customer';
import { countLiveTestCustomer, liveTestCustomerCount } from '../../data/entities/test-customer-count';
import { TransactionRejected, transactWrite, type TransactItem } from '../../data/transact';
import { addDirectoryUser, addToGroup, deleteDirectoryUser, setPermanentPassword, type ManagedUser } from '../../data/user-directory';
import { bankSettings } from '../../lib/bank-settings';
import { IdempotencyKeyTaken } from '../ledger/movement';
import { onboardCreatedCustomer } from '../onboarding/onboarding';
import { Throttled } from '../throttled';
// Imported statically although only the busy scenario plays it: the function is one esbuild file without
// splitting, where a dynamic import wraps every module it reaches for lazy evaluation, the SDK's
// package entries too, which then keep (and evaluate at load) all their clients' commands and schemas.
import { playBusyScenario } from './busy-scenario';
import { BUSY_HISTORY_DAYS } from './busy-scenario-days';

/*
 * Test customers on demand (POST /api/sandbox/customers): a confirmed pool user in the
 * test-customers group with a random password that only the answer tells (and, for a request with
 * an Idempotency-Key, the record that answers its replay); its profile and accounts opened by the
 * ordinary onboarding, the scenario played on them, and its record — what lets its tokens in, what
 * the expiry job finds it by, and what a reset returns to. At most `sandbox.maxLiveTestCustomers`
 * exist at once.
 */

/** The domain that names test customers: reserved (RFC 2606), so no mail to them reaches anyone. */
export const TEST_CUSTOMER_EMAIL_DOMAIN = 'sandbox.example.com';
export const TEST_CUSTOMER_NAMES = { firstName: 'Test', lastName: 'Customer' } as const;
/** How long to wait before asking again when the cap is reached: creations are refused until some expire. */
export const CAP_RETRY_AFTER_SECONDS = 60;
export const capReachedMessage = 'Too many test customers exist right now. Try again in a minute.';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const capReached = () => new Throttled(capReachedMessage, CAP_RETRY_AFTER_SECONDS);

/** A fresh address at the reserved domain: `test-` and 12 random hexadecimal digits. */
const newEmail = () => `test-${randomBytes(6).toString('hex')}@${TEST_CUSTOMER_EMAIL_DOMAIN}`;

/** 32 random characters and a tail of every class, so any pool policy's composition rules hold too. */
const newPassword = () => `${randomBytes(24).toString('base64url')}Aa1!`;

const toAccountView = ({ userId: _userId, version: _version, ...account }: AccountRecord): Account => account;

/**
 * The balance of each account at the scenario's start, holds excluded: what the account holds once
 * the scenario's pending wire is no longer held. A reset that ends the hold then finds nothing to move.
 */
const startBalancesOf = (accounts: readonly AccountRecord[]) =>
  Object.fromEntries(accounts.map((account) => [account.id, account.balanceCents - account.pendingCents]));

/** A new user in the pool (not yet able to sign in: no password). A clash of random addresses tries another. */
async function addPoolUser(): Promise<ManagedUser> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const added = await addDirectoryUser({ email: newEmail(), ...TEST_CUSTOMER_NAMES });
    if (added !== 'exists') return added;
  }
  throw new Error('Three random test-customer addresses were taken');
}

/**
 * The record, counted under the cap in the same transaction, so the count moves only with a record.
 * Refused at the cap, or not written at all: the pool user, who has no password yet, is removed again.
 */
async function recordUnderCap(user: ManagedUser, scenario: TestScenario, createdAt: Date, ttlMinutes: number): Promise<string> {
  const endsAt = new Date(createdAt.getTime() + ttlMinutes * MINUTE_MS).toISOString();
  const record = { userId: user.userId, email: user.email, scenario, createdAt: createdAt.toISOString(), endsAt, startBalances: {} };
  try {
    await transactWrite([countLiveTestCustomer(bankSettings().sandbox.maxLiveTestCustomers), putNewTestCustomer(record)]);
    return endsAt;
  } catch (error) {
    await deleteDirectoryUser(user.username);
    throw error instanceof TransactionRejected && error.failedCondition(0) ? capReached() : error;
  }
}

/**
 * Creates a test customer. Once the record is written (right after the pool user), whatever fails
 * later leaves a customer the expiry job removes at its time like any other. `remember` is the
 * idempotency record of a request that came with a key: written with the last write, so a
 * replay finds the finished customer (IdempotencyKeyTaken: another request with the key finished
 * first). The password is kept nowhere else, and there only for the record's 24 hours: a replay
 * must answer it, and a caller who sends no key gets it once.
 */
export async function createTestCustomer(
  body: { scenario: TestScenario; ttlMinutes: number },
  remember?: (response: NewTestCustomer) => TransactItem,
): Promise<NewTestCustomer> {
  // A cheap look first, so a refusal at the cap adds nothing to the pool; the record's transaction decides.
  if ((await liveTestCustomerCount()) >= bankSettings().sandbox.maxLiveTestCustomers) throw capReached();
  const user = await addPoolUser();
  const now = new Date();
  const expiresAt = await recordUnderCap(user, body.scenario, now, body.ttlMinutes);

  const password = newPassword();
  await addToGroup(user, TEST_CUSTOMER_GROUP);
  await setPermanentPassword(user, password);
  const openedAt = body.scenario === 'busy' ? new Date(now.getTime() - BUSY_HISTORY_DAYS * DAY_MS) : undefined;
  const profile: ProfileRecord = {
    userId: user.userId,
    email: user.email,
    ...TEST_CUSTOMER_NAMES,
    phone: null,
    address: null,
    avatarKey: null,
    createdAt: now.toISOString(),
    testCustomerUntil: expiresAt,
  };
  const stored = await onboardCreatedCustomer(profile, openedAt);
  if (openedAt) {
    await playBusyScenario(stored, await accountsOfUser(user.userId), openedAt.getTime(), now.getTime());
  }

  const accounts = await accountsOfUser(user.userId);
  const response: NewTestCustomer = {
    userId: user.userId,
    email: user.email,
    password,
    scenario: body.scenario,
    accounts: accounts.map(toAccountView),
    expiresAt,
  };
  try {
    await transactWrite([recordStartBalances(user.userId, startBalancesOf(accounts)), ...(remember ? [remember(response)] : [])]);
  } catch (error) {
    if (remember && error instanceof TransactionRejected && error.failedCondition(1)) throw new IdempotencyKeyTaken();
    throw error;
  }
  return response;
}
