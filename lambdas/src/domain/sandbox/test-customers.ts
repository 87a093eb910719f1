import { randomBytes } from 'node:crypto';
import type { NewTestCustomer } from '@sandbank/shared/operations/sandbox';
import { TEST_CUSTOMER_GROUP, type TestScenario } from '@sandbank/shared/sandbox';
import type { Account } from '@sandbank/shared/schemas/account';
import { accountsOfUser, type AccountRecord } from '../../data/entities/account';
import type { ProfileRecord } from '../../data/entities/profile';
import { putNewTestCustomer, recordStartBalances } from '../../data/entities/sandbox/test-customer';
import {
  countLiveTestCustomer,
  countLiveTestCustomerOfAddress,
  countTestCustomerCreation,
  creationRoom,
  creationWindowAt,
  type CreationWindow,
} from '../../data/entities/sandbox/test-customer-count';
import { TransactionRejected, transactWrite, type TransactItem } from '../../data/transact';
import { addDirectoryUser, addToGroup, deleteDirectoryUser, setPermanentPassword, type ManagedUser } from '../../data/user-directory';
import { bankSettings } from '../../lib/bank-settings';
import { IdempotencyKeyTaken } from '../idempotency/idempotency-scope';
import { onboardCreatedCustomer } from '../onboarding/onboarding';
import { Throttled } from '../throttled';
// Static although only the busy scenario needs it: in one esbuild file without splitting, a dynamic import makes the SDK's
// package entries keep and evaluate all their clients' commands at load.
import { playBusyScenario } from './busy-scenario';
import { BUSY_HISTORY_DAYS } from './busy-scenario-days';


/** Reserved (RFC 2606), so no mail to them reaches anyone. */
export const TEST_CUSTOMER_EMAIL_DOMAIN = 'sandbox.example.com';
export const TEST_CUSTOMER_NAMES = { firstName: 'Test', lastName: 'Customer' } as const;
/** Creations are refused until some expire, and the job runs every minute. */
export const CAP_RETRY_AFTER_SECONDS = 60;

export const creationRefusals = {
  liveCap: 'Too many test customers exist right now. Try again in a minute.',
  liveCapOfAddress: 'Too many test customers created from your network address exist right now. Try again once one of them has expired.',
  bankRate: 'Too many test customers are being created right now. Try again in a minute.',
  addressRate: 'Too many test customers were created from your network address lately. Try again later.',
} as const;

export interface CreationOrigin {
  network: string;
  now: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const liveCapReached = () => new Throttled(creationRefusals.liveCap, CAP_RETRY_AFTER_SECONDS);
const liveCapOfAddressReached = () => new Throttled(creationRefusals.liveCapOfAddress, CAP_RETRY_AFTER_SECONDS);
const bankRateReached = (window: CreationWindow, now: Date) =>
  new Throttled(creationRefusals.bankRate, Math.max(1, Math.ceil(window.endsAt - now.getTime() / 1000)));

const newEmail = () => `test-${randomBytes(6).toString('hex')}@${TEST_CUSTOMER_EMAIL_DOMAIN}`;

/** A tail of every class, so any pool policy's composition rules hold too. */
const newPassword = () => `${randomBytes(24).toString('base64url')}Aa1!`;

const toAccountView = ({ userId: _userId, version: _version, ...account }: AccountRecord): Account => account;

/** Holds excluded, so a reset that ends the scenario's held wire finds nothing to move. */
const startBalancesOf = (accounts: readonly AccountRecord[]) =>
  Object.fromEntries(accounts.map((account) => [account.id, account.balanceCents - account.pendingCents]));

/** No password yet, so not able to sign in. A clash of random addresses tries another. */
async function addPoolUser(): Promise<ManagedUser> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const added = await addDirectoryUser({ email: newEmail(), ...TEST_CUSTOMER_NAMES });
    if (added !== 'exists') return added;
  }
  throw new Error('Three random test-customer addresses were taken');
}

/** A creation refused at a limit then adds nothing to the pool; the record's transaction decides. */
async function refuseWhenFull(origin: CreationOrigin, window: CreationWindow): Promise<void> {
  const { sandbox } = bankSettings();
  const room = await creationRoom(origin.network, window);
  if (room.live >= sandbox.maxLiveTestCustomers) throw liveCapReached();
  if (room.liveOfAddress >= sandbox.maxLivePerAddress) throw liveCapOfAddressReached();
  if (room.createdThisMinute >= window.limit) throw bankRateReached(window, origin.now);
}

function refusalOf(error: unknown, window: CreationWindow, now: Date): Throttled | null {
  if (!(error instanceof TransactionRejected)) return null;
  if (error.failedCondition(0)) return liveCapReached();
  if (error.failedCondition(1)) return liveCapOfAddressReached();
  if (error.failedCondition(2)) return bankRateReached(window, now);
  return null;
}

/**
 * Counted in the same transaction, so the counts move only with a record. If refused or not written, the pool
 * user, who has no password yet, is removed again.
 */
async function recordUnderLimits(user: ManagedUser, scenario: TestScenario, origin: CreationOrigin, window: CreationWindow, ttlMinutes: number): Promise<string> {
  const { sandbox } = bankSettings();
  const createdAt = origin.now;
  const endsAt = new Date(createdAt.getTime() + ttlMinutes * MINUTE_MS).toISOString();
  const record = { userId: user.userId, email: user.email, scenario, createdAt: createdAt.toISOString(), endsAt, startBalances: {}, createdFrom: origin.network };
  try {
    await transactWrite([
      countLiveTestCustomer(sandbox.maxLiveTestCustomers),
      countLiveTestCustomerOfAddress(origin.network, sandbox.maxLivePerAddress, createdAt),
      countTestCustomerCreation(window),
      putNewTestCustomer(record),
    ]);
    return endsAt;
  } catch (error) {
    await deleteDirectoryUser(user.username);
    throw refusalOf(error, window, origin.now) ?? error;
  }
}

/**
 * Once the record is written, whatever fails later leaves a customer the expiry job removes. The idempotency
 * record keeps the answer without the password, which is kept nowhere, so a replay answers `password: null`.
 */
export async function createTestCustomer(
  body: { scenario: TestScenario; ttlMinutes: number },
  origin: CreationOrigin,
  remember?: (response: NewTestCustomer) => TransactItem,
): Promise<NewTestCustomer> {
  const { now } = origin;
  const window = creationWindowAt(now, bankSettings().sandbox.maxCreationsPerMinute);
  await refuseWhenFull(origin, window);
  const user = await addPoolUser();
  const expiresAt = await recordUnderLimits(user, body.scenario, origin, window, body.ttlMinutes);

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
    await transactWrite([recordStartBalances(user.userId, startBalancesOf(accounts)), ...(remember ? [remember({ ...response, password: null })] : [])]);
  } catch (error) {
    if (remember && error instanceof TransactionRejected && error.failedCondition(1)) throw new IdempotencyKeyTaken();
    throw error;
  }
  return response;
}
