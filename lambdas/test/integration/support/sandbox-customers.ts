import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { callApi, signIn, testUserPool, type ApiResult } from '@sandbank/scripts/test-harness';
import type { TestUser } from './users';

/*
 * Test customers as the tester's toolkit makes them (POST /api/sandbox/customers), and the
 * requests a test of the reset or the expiry leaves pending: a check deposit and a locker item.
 */

export interface NewTestCustomer extends TestUser {
  accounts: { id: string; type: string; balanceCents: number }[];
  expiresAt: string;
}

/** A new test customer of `scenario`, signed in with the password the toolkit answered. */
export async function createTestCustomer(scenario: 'new' | 'busy' = 'new', ttlMinutes?: number): Promise<NewTestCustomer> {
  const created: ApiResult = await callApi('createTestCustomer', { body: { scenario, ...(ttlMinutes ? { ttlMinutes } : {}) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { email, password, userId, accounts, expiresAt } = created.body;
  return { email, password, userId, accounts, expiresAt, ...(await signIn(testUserPool(), email, password)) };
}

/** A pending check deposit of `accountId` (check number never 13: that one the sandbox rejects at once). */
export async function newPendingCheck(user: TestUser, accountId: string, amountCents = 45_600): Promise<{ id: string; status: string }> {
  const body = {
    accountId,
    amountCents,
    checkNumber: String(randomInt(100, 2 ** 47)),
    bankName: 'First Sandbox Bank',
    routingNumber: '011000015',
    accountNumber: String(randomInt(100_000_000, 1_000_000_000)),
  };
  const response = await callApi('createCheckDeposit', { token: user.accessToken, body, headers: { 'idempotency-key': randomUUID() } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A pending locker item (never named approve-me: that one the sandbox approves at once). */
export async function newLockerItem(user: TestUser, valueCents = 250_000): Promise<{ id: string; status: string }> {
  const response = await callApi('addLockerItem', { token: user.accessToken, body: { name: `Watch ${randomUUID().slice(0, 6)}`, valueCents } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export const notificationsOf = async (user: TestUser) =>
  (await callApi('listMyNotifications', { token: user.accessToken, query: { limit: '50' } })).body.items as { title: string }[];

export const lockerOf = async (user: TestUser) => (await callApi('listMyLockerItems', { token: user.accessToken })).body.items as { id: string }[];

export const checksOf = async (user: TestUser) =>
  (await callApi('listMyCheckDeposits', { token: user.accessToken, query: { limit: '50' } })).body.items as { id: string; status: string; rejectionReason: string | null }[];

/**
 * The bank's ledger check: every account against its entries, every posting balanced, and —
 * whenever nothing moved while they were read (other files share the stack) — the counters' total
 * against every balance, the test customers' money against the sandbox funding that gave it, and
 * every balance, customer and bank, summing to zero (`ok` says all of it).
 */
export async function expectLedgerCheckExact(admin: TestUser): Promise<void> {
  const check = await callApi('checkLedger', { token: admin.accessToken });
  expect(check.status).toBe(200);
  expect(check.body).toMatchObject({ ok: true, mismatches: [], balanced: true, unbalancedPostings: [] });
  for (const total of [check.body.totalBalance, check.body.island]) if (total.settled) expect(total.agrees).toBe(true);
  if (check.body.totalBalance.settled) expect(check.body.sumCents).toBe(0);
}
