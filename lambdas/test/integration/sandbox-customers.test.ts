import { randomUUID } from 'node:crypto';
import { TEST_CUSTOMER_TTL_MINUTES } from '@sandbank/shared';
import { callApi, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsOfUser } from '../../src/data/entities/account';
import { idempotencyRecord } from '../../src/data/entities/idempotency-record';
import { testCustomerOf } from '../../src/data/entities/sandbox/test-customer';
import { entriesOfAccount } from '../../src/data/entities/transaction';
import { accountsOf, historyOf, newAccountHolder } from './support/banking';
import { expectLedgerInvariant, settledLedgerCheck } from './support/ledger';
import { newUser, type TestUser } from './support/users';

/*
 * Test customers on demand (POST /api/sandbox/customers) and the caller's own record
 * (GET /api/sandbox), through the gateway. The cap on live test customers, a low per-address
 * limit and a switched-off toolkit each need settings of their own: sandbox-customers-cap.test.ts
 * and sandbox-customers-off.test.ts run them on private stacks.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = /^test-[0-9a-f]{12}@sandbox\.example\.com$/;

interface Created {
  userId: string;
  email: string;
  password: string | null;
  scenario: string;
  accounts: { id: string; type: string; name: string; number: string; balanceCents: number; pendingCents: number }[];
  expiresAt: string;
}

const create = (body: unknown, headers: Record<string, string> = {}) => callApi<Created>('createTestCustomer', body === undefined ? { headers } : { body, headers });

async function signedIn(created: Created): Promise<TestUser> {
  if (created.password === null) throw new Error('Only the first answer tells the password');
  const tokens = await signIn(testUserPool(), created.email, created.password);
  return { email: created.email, password: created.password, userId: created.userId, ...tokens };
}

const stripVolatile = (accounts: { type: string; name: string; balanceCents: number; pendingCents?: number; interestRate?: number }[]) =>
  accounts.map(({ type, name, balanceCents, pendingCents, interestRate }) => ({ type, name, balanceCents, pendingCents, interestRate }));

let admin: TestUser;

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

describe('a new test customer (scenario new)', () => {
  let created: Created;
  let customer: TestUser;

  beforeAll(async () => {
    const response = await create(undefined);
    expect(response.status, response.text).toBe(201);
    created = response.body;
    customer = await signedIn(created);
  });

  it('is answered with its address at the reserved domain, its password, its scenario and a day to live', () => {
    expect(created.email).toMatch(EMAIL);
    expect(created.password?.length).toBeGreaterThanOrEqual(16);
    expect(created.scenario).toBe('new');
    const lifetime = Date.parse(created.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(TEST_CUSTOMER_TTL_MINUTES.default * 60_000 - 5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(TEST_CUSTOMER_TTL_MINUTES.default * 60_000);
  });

  it('signs in with the answered password, holds the answered accounts, and has the figures of a normal new customer', async () => {
    const accounts = await accountsOf(customer);
    expect(accounts).toEqual(created.accounts);
    const normal = await accountsOf(await newAccountHolder());
    expect(stripVolatile(created.accounts)).toEqual(stripVolatile(normal as never));
    expect(await historyOf(customer)).toHaveLength((await historyOf(await newAccountHolder())).length);
  });

  it('reads its own record at GET /api/sandbox', async () => {
    const mine = await callApi('getMySandbox', { token: customer.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      userId: created.userId,
      email: created.email,
      scenario: 'new',
      createdAt: expect.any(String),
      expiresAt: created.expiresAt,
    });
    const record = await testCustomerOf(created.userId);
    expect(record?.startBalances).toEqual(Object.fromEntries(created.accounts.map((account) => [account.id, account.balanceCents])));
  });

  it('is marked as a test customer in the back office users listing, and a normal customer is not', async () => {
    const normal = await newAccountHolder();
    const rows = async (q: string) => (await callApi('listUsers', { token: admin.accessToken, query: { q } })).body.items as { userId: string; testCustomer: unknown }[];
    expect((await rows(created.email)).find((row) => row.userId === created.userId)?.testCustomer).toEqual({ expiresAt: created.expiresAt });
    expect((await rows(normal.email)).find((row) => row.userId === normal.userId)?.testCustomer).toBeNull();
  });

  it('GET /api/sandbox is 403 for a normal customer and an administrator, 401 without a token', async () => {
    const normal = await newAccountHolder();
    expect((await callApi('getMySandbox', { token: normal.accessToken })).status).toBe(403);
    expect((await callApi('getMySandbox', { token: admin.accessToken })).status).toBe(403);
    expect((await callApi('getMySandbox')).status).toBe(401);
  });
});

describe('a busy test customer', () => {
  let created: Created;
  let customer: TestUser;

  beforeAll(async () => {
    const started = Date.now();
    const response = await create({ scenario: 'busy', ttlMinutes: 60 });
    expect(response.status, response.text).toBe(201);
    // Bounded: the whole history is a handful of transactions.
    expect(Date.now() - started).toBeLessThan(30_000);
    created = response.body;
    customer = await signedIn(created);
  });

  it('lives for the minutes asked', () => {
    const lifetime = Date.parse(created.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('has about 90 days of varied history, every entry in its account and month', async () => {
    const entries = (await Promise.all(created.accounts.map((account) => entriesOfAccount(account.id)))).flat();
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(entries.length).toBeLessThanOrEqual(80);
    const oldest = Math.min(...entries.map((entry) => Date.parse(entry.createdAt)));
    expect(Date.now() - oldest).toBeGreaterThan(89 * DAY_MS);
    expect(Date.now() - oldest).toBeLessThanOrEqual(90 * DAY_MS + 60_000);
    const types = new Set(entries.map((entry) => entry.type));
    for (const type of ['deposit', 'payment', 'withdrawal', 'transfer', 'fee', 'interest', 'wire_transfer']) expect(types, type).toContain(type);
    const transfers = entries.filter((entry) => entry.type === 'transfer');
    expect(transfers.some((entry) => entry.amountCents > 0) && transfers.some((entry) => entry.amountCents < 0)).toBe(true);
    expect(await historyOf(customer)).toHaveLength(entries.length);
    await expectLedgerInvariant(created.userId);
  });

  it('has a held wire, a pending check and locker items pending, approved and rejected', async () => {
    const wires = (await callApi('listMyWires', { token: customer.accessToken })).body.items as { status: string; amountCents: number }[];
    expect(wires.map((wire) => wire.status)).toEqual(['pending']);
    const checks = (await callApi('listMyCheckDeposits', { token: customer.accessToken })).body.items as { status: string }[];
    expect(checks.map((check) => check.status)).toEqual(['pending']);
    const locker = (await callApi('listMyLockerItems', { token: customer.accessToken })).body.items as { status: string }[];
    expect(locker.map((item) => item.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    const notifications = (await callApi('listMyNotifications', { token: customer.accessToken })).body.items as { title: string }[];
    expect(notifications.map((notification) => notification.title).sort()).toEqual(['Locker item approved', 'Locker item rejected']);
  });

  it('states each past month from the balance it opened with, never below zero', async () => {
    const checking = created.accounts.find((account) => account.type === 'checking')!;
    const month = new Date(Date.now() - 60 * DAY_MS).toISOString().slice(0, 7);
    const statement = await callApi('getAccountStatement', { token: customer.accessToken, params: { accountId: checking.id }, query: { month } });
    expect(statement.status, statement.text).toBe(200);
    const { openingBalanceCents, closingBalanceCents, totalCreditsCents, totalDebitsCents, entries } = statement.body;
    expect(openingBalanceCents).toBeGreaterThan(0);
    expect(closingBalanceCents).toBeGreaterThan(0);
    expect(closingBalanceCents).toBe(openingBalanceCents + totalCreditsCents + totalDebitsCents);
    expect(entries.reduce((sum: number, entry: { amountCents: number }) => sum + entry.amountCents, 0)).toBe(totalCreditsCents + totalDebitsCents);
  });

  it('records the balances it starts from, the held wire excluded, and the accounts answered are the accounts held', async () => {
    const accounts = await accountsOfUser(created.userId);
    expect(created.accounts.map(({ id, balanceCents }) => ({ id, balanceCents }))).toEqual(accounts.map(({ id, balanceCents }) => ({ id, balanceCents })));
    expect((await testCustomerOf(created.userId))?.startBalances).toEqual(
      Object.fromEntries(accounts.map((account) => [account.id, account.balanceCents - account.pendingCents])),
    );
  });

  it('leaves the whole bank ledger exact', async () => {
    const check = await settledLedgerCheck(admin.accessToken);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ mismatches: [], totalBalance: { settled: true, agrees: true } });
  });
});

describe('what a creation asks for', () => {
  it.each([
    ['ttlMinutes 0', { ttlMinutes: 0 }],
    [`ttlMinutes ${TEST_CUSTOMER_TTL_MINUTES.max + 1}`, { ttlMinutes: TEST_CUSTOMER_TTL_MINUTES.max + 1 }],
    ['ttlMinutes 1.5', { ttlMinutes: 1.5 }],
    ['an unknown scenario', { scenario: 'crowded' }],
    ['an unknown field', { scenario: 'new', password: 'mine' }],
  ])('refuses %s with 400', async (_, body) => {
    const response = await create(body);
    expect(response.status, response.text).toBe(400);
  });

  it('takes the longest lifetime, and ignores Sandbank-Fault (no one is signed in)', async () => {
    const response = await create({ ttlMinutes: TEST_CUSTOMER_TTL_MINUTES.max }, { 'sandbank-fault': '500' });
    expect(response.status, response.text).toBe(201);
    expect(Date.parse(response.body.expiresAt) - Date.now()).toBeGreaterThan((TEST_CUSTOMER_TTL_MINUTES.max - 5) * 60_000);
  });
});

describe('an Idempotency-Key', () => {
  it('answers a replay with the same customer but never its password, which the bank does not keep, and creates no second customer', async () => {
    const key = randomUUID();
    const first = await create({ scenario: 'new', ttlMinutes: 30 }, { 'idempotency-key': key });
    expect(first.status, first.text).toBe(201);
    expect(first.body.password).toEqual(expect.any(String));
    const again = await create({ scenario: 'new', ttlMinutes: 30 }, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ...first.body, password: null });
    expect(JSON.stringify(await idempotencyRecord(`address:127.0.0.1#createTestCustomer#${key}`))).not.toContain(first.body.password!);
    // The first answer's password is the customer's.
    await signedIn(first.body);
    // The same key with another request is refused.
    const other = await create({ scenario: 'busy', ttlMinutes: 30 }, { 'idempotency-key': key });
    expect(other.status).toBe(422);
  });

  it('refuses a malformed key with 400', async () => {
    expect((await create({}, { 'idempotency-key': 'short' })).status).toBe(400);
  });
});
