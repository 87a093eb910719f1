import { randomUUID } from 'node:crypto';
import { sandboxReasons } from '@sandbank/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountsOf, historyOf, newAccountHolder, transfer } from './support/banking';
import { sandboxLogOf } from '../../src/data/entities/sandbox/sandbox-log';
import { expectLedgerInvariant } from './support/ledger';
import {
  checksOf,
  createTestCustomer,
  expectLedgerCheckExact,
  lockerOf,
  newLockerItem,
  newPendingCheck,
  notificationsOf,
  type NewTestCustomer,
} from './support/sandbox-customers';
import { newUser, type TestUser } from './support/users';
import { newPendingWire, newWireRequest } from './support/wires';

/*
 * The sandbox's reset (POST /api/sandbox/reset): a test customer's bank back at its scenario's
 * start. Money moves by entries (never by rewriting a balance), pending requests end as the back
 * office would end them, and the ledger check stays exact. A second reset right after changes nothing.
 */

let admin: TestUser;
/** Another test customer: the only kind a test customer can pay or be paid by. */
let recipient: TestUser;

beforeAll(async () => {
  [admin, recipient] = await Promise.all([newUser({ admin: true }), createTestCustomer()]);
});

const reset = (user: TestUser, key?: string) => callApi('resetSandbox', { token: user.accessToken, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const balancesOf = (accounts: { id: string; balanceCents: number }[]) => Object.fromEntries(accounts.map((account) => [account.id, account.balanceCents]));
const myWire = async (user: TestUser, wireId: string) => (await callApi('getMyWire', { token: user.accessToken, params: { wireId } })).body;

/** Moves money every way a customer can and leaves one request of each kind pending, with a notification. */
async function moveMoney(customer: NewTestCustomer) {
  const [checking, savings] = [customer.accounts.find((account) => account.type === 'checking')!, customer.accounts.find((account) => account.type === 'savings')!];
  expect((await transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 123_45 })).status).toBe(201);
  expect((await transfer(recipient, { fromAccountId: (await accountsOf(recipient))[0]!.id, toEmail: customer.email, amountCents: 7_00 })).status).toBe(201);
  const wire = await newPendingWire(customer, { amountCents: 500_00 });
  const awaiting = await newWireRequest(customer, { amountCents: 250_00 });
  const check = await newPendingCheck(customer, savings.id);
  const decided = await newLockerItem(customer);
  expect((await callApi('approveLockerItem', { token: admin.accessToken, params: { itemId: decided.id } })).status).toBe(200);
  await newLockerItem(customer);
  return { wire, awaiting, check };
}

describe('resetting a test customer', () => {
  it('puts every balance back at its start by entries, ends pending wires and checks as rejected, empties the locker and the notifications', async () => {
    const customer = await createTestCustomer();
    const start = balancesOf(customer.accounts);
    const { wire, awaiting, check } = await moveMoney(customer);
    expect(balancesOf(await accountsOf(customer))).not.toEqual(start);
    expect(await notificationsOf(customer)).not.toEqual([]);
    expect(await lockerOf(customer)).toHaveLength(2);
    const entriesBefore = await historyOf(customer);

    const response = await reset(customer);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(balancesOf(response.body.accounts)).toEqual(start);
    expect(balancesOf(await accountsOf(customer))).toEqual(start);

    expect(await myWire(customer, wire.id)).toMatchObject({ status: 'rejected', adminNotes: sandboxReasons.reset });
    expect((await myWire(customer, awaiting.id)).status).toBe('expired');
    expect((await checksOf(customer)).find((deposit) => deposit.id === check.id)).toMatchObject({ status: 'rejected', rejectionReason: sandboxReasons.reset });
    expect(await lockerOf(customer)).toEqual([]);
    expect(await notificationsOf(customer)).toEqual([]);

    // The rejected wire's two held entries failed (amount and fee back); each account off its start got one entry.
    const entriesAfter = await historyOf(customer);
    const added = entriesAfter.filter((entry) => !entriesBefore.some((before) => before.id === entry.id));
    expect(added.length).toBeGreaterThanOrEqual(1);
    expect(added.every((entry) => entry.type === 'adjustment' && entry.description === 'Sandbox reset' && entry.status === 'completed')).toBe(true);
    expect(entriesAfter.filter((entry) => entry.status === 'pending')).toEqual([]);
    // Each entry is logged in the customer's sandbox log with the balance before and after; the
    // requests it ended are there too, and none of it is on the bank's audit chain.
    const log = await sandboxLogOf(customer.userId);
    expect(log.filter((entry) => entry.action === 'sandbox.reset').map((entry) => (entry.after as { transactionId: string }).transactionId).sort()).toEqual(
      added.map((entry) => entry.id).sort(),
    );
    expect(log.filter((entry) => entry.targetId === wire.id || entry.targetId === check.id).map((entry) => entry.action).sort()).toEqual(['check.reject', 'wire.reject']);
    await expectLedgerInvariant(customer.userId);
    await expectLedgerCheckExact(admin);
  });

  it('changes nothing more when asked again right after: no entry for a zero difference', async () => {
    const customer = await createTestCustomer();
    await moveMoney(customer);
    expect((await reset(customer)).status).toBe(200);
    const entries = await historyOf(customer);
    const again = await reset(customer);
    expect(again.status).toBe(200);
    expect(balancesOf(again.body.accounts)).toEqual(balancesOf(customer.accounts));
    expect(await historyOf(customer)).toEqual(entries);
    await expectLedgerInvariant(customer.userId);
  });

  it('answers a replay of its Idempotency-Key with the first result without resetting again', async () => {
    const customer = await createTestCustomer();
    const checking = customer.accounts.find((account) => account.type === 'checking')!;
    expect((await transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 10_00 })).status).toBe(201);
    const key = randomUUID();
    const first = await reset(customer, key);
    expect(first.status).toBe(200);
    expect(balancesOf(first.body.accounts)).toEqual(balancesOf(customer.accounts));

    // Money moves after the reset: a replay answers the first result and leaves the money where it is.
    expect((await transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 20_00 })).status).toBe(201);
    const replay = await reset(customer, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await accountsOf(customer)).find((account) => account.id === checking.id)!.balanceCents).toBe(balancesOf(customer.accounts)[checking.id]! - 20_00);
    await expectLedgerInvariant(customer.userId);
  });

  it("puts a busy customer back at its scenario's start: its held wire and pending check rejected, its locker and notifications emptied", async () => {
    const customer = await createTestCustomer('busy');
    expect((await historyOf(customer)).some((entry) => entry.status === 'pending')).toBe(true);
    expect((await checksOf(customer)).some((deposit) => deposit.status === 'pending')).toBe(true);
    expect((await lockerOf(customer)).length).toBeGreaterThan(0);

    const response = await reset(customer);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const entries = await historyOf(customer);
    expect(entries.filter((entry) => entry.status === 'pending')).toEqual([]);
    const wires = (await callApi('listMyWires', { token: customer.accessToken, query: { limit: '50' } })).body.items as { status: string; adminNotes: string | null }[];
    expect(wires.filter((wire) => wire.status === 'pending' || wire.status === 'awaiting_confirmation')).toEqual([]);
    expect(wires.filter((wire) => wire.adminNotes === sandboxReasons.reset).length).toBeGreaterThanOrEqual(1);
    expect((await checksOf(customer)).filter((deposit) => deposit.status === 'pending')).toEqual([]);
    expect(await lockerOf(customer)).toEqual([]);
    expect(await notificationsOf(customer)).toEqual([]);
    await expectLedgerInvariant(customer.userId);

    // Its start: what a second reset finds, with nothing left to move.
    const again = await reset(customer);
    expect(again.body).toEqual(response.body);
    expect(await historyOf(customer)).toEqual(entries);
    await expectLedgerCheckExact(admin);
  });

  it('is for test customers only', async () => {
    expect((await reset(await newAccountHolder())).status).toBe(403);
  });
});
