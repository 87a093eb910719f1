import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { checkingOf, newAccountHolder, transfer } from './support/banking';
import { newUser, type TestUser } from './support/users';

/*
 * The back office's overview (GET /api/admin/stats): figures from the sharded counters, which
 * the writes they count keep in their own transactions, and real health checks. Other test files
 * write at the same time, so changes are asserted as "at least", never exactly; the exact proof
 * (sum of the shards == sum of all balances) is the ledger check's, in the concurrency proof.
 */

let admin: TestUser;
const stats = async () => {
  const response = await callApi('getAdminStats', { token: admin.accessToken });
  expect(response.status).toBe(200);
  return response.body;
};
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await newUser({ admin: true });
  // A customer with accounts, so the bank has one whichever file runs first on this stack.
  await newAccountHolder();
});

describe('admin stats', () => {
  it('answers the figures, the last 7 days oldest first and live checks of every part', async () => {
    const body = await stats();
    expect(body).toMatchObject({
      users: expect.any(Number),
      accounts: expect.any(Number),
      wires: { total: expect.any(Number), pending: expect.any(Number), approved: expect.any(Number), rejected: expect.any(Number) },
      checks: { total: expect.any(Number), pending: expect.any(Number) },
      totalBalanceCents: expect.any(Number),
      health: {
        api: { status: 'up', latencyMs: expect.any(Number) },
        table: { status: 'up', latencyMs: expect.any(Number) },
        userPool: { status: 'up', latencyMs: expect.any(Number) },
      },
    });
    expect(Date.parse(body.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.activity).toHaveLength(7);
    expect(body.activity.at(-1).day).toBe(today());
    const days = body.activity.map((day: { day: string }) => day.day);
    expect([...days].sort()).toEqual(days);
    expect(body.users).toBeGreaterThanOrEqual(1);
    expect(body.wires.total).toBe(body.wires.pending + body.wires.approved + body.wires.rejected);
  });

  it('counts a new customer, their accounts and their opening balances in the transaction that opens them', async () => {
    const before = await stats();
    const customer = await newAccountHolder();
    const after = await stats();
    expect(after.users - before.users).toBeGreaterThanOrEqual(1);
    expect(after.accounts - before.accounts).toBeGreaterThanOrEqual(3);
    // The three opening deposits and the four sample entries, all today.
    const todayBefore = before.activity.at(-1);
    const todayAfter = after.activity.at(-1);
    expect(todayAfter.count - todayBefore.count).toBeGreaterThanOrEqual(7);
    expect(customer.email).toContain('@');
  });

  it("counts a transfer's two entries and what they moved in today's activity", async () => {
    const [sender, recipient] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const checking = await checkingOf(sender);
    const before = (await stats()).activity.at(-1);
    expect((await transfer(sender, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 12_345 })).status).toBe(201);
    const after = (await stats()).activity.at(-1);
    expect(after.count - before.count).toBeGreaterThanOrEqual(2);
    expect(after.volumeCents - before.volumeCents).toBeGreaterThanOrEqual(2 * 12_345);
  });
});
