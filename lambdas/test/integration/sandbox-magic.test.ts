import { randomInt, randomUUID } from 'node:crypto';
import { DEFAULT_BANK_SETTINGS, magicValues, sandboxReasons } from '@sandbank/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { checkingOf, historyOf, newAccountHolder } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { auditAbout, expectLedgerCheckExact, newTestCustomer, notificationsOf, sandboxRecordsAbout } from './support/sandbox-decisions';
import { newUser, type TestUser } from './support/users';
import { confirmWire, mailedCode, newWireRequest } from './support/wires';

/*
 * Magic values (shared/src/sandbox.ts), for test customers only: a wire whose cents are 01 is
 * approved as soon as it is confirmed and 02 rejected; check number 13 is rejected; a locker item
 * named approve-me is approved at once. Each is the back office's own decision, made by the
 * sandbox, and the call that filed the request answers it decided. A normal customer's same
 * request waits for the back office like any other.
 */

const FEE = DEFAULT_BANK_SETTINGS.wire.feeCents;

let admin: TestUser;
let tester: TestUser;
let normal: TestUser;

beforeAll(async () => {
  [admin, tester, normal] = await Promise.all([newUser({ admin: true }), newTestCustomer(), newAccountHolder()]);
});

/** Files a wire of `amountCents` and confirms it with its mailed code: the confirmation's answer. */
async function confirmedWire(user: TestUser, amountCents: number) {
  const wire = await newWireRequest(user, { amountCents });
  const confirmed = await confirmWire(user, wire.id, await mailedCode(user, wire.id));
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body as { id: string; status: string; adminNotes: string | null; transactionId: string; decidedAt: string | null };
}

const myWire = async (user: TestUser, wireId: string) => (await callApi('getMyWire', { token: user.accessToken, params: { wireId } })).body;

function deposit(user: TestUser, accountId: string, checkNumber: string) {
  return callApi('createCheckDeposit', {
    token: user.accessToken,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      accountId,
      amountCents: 20_000,
      checkNumber,
      bankName: 'First Sandbox Bank',
      routingNumber: '011000015',
      // A payer account of its own, so check number 13 is never a duplicate presentment.
      accountNumber: String(randomInt(100_000_000, 1_000_000_000)),
    },
  });
}

const addItem = (user: TestUser, name: string) => callApi('addLockerItem', { token: user.accessToken, body: { name, valueCents: 99_900 } });

it('are the four the developers page lists', () => {
  expect(magicValues.map((magic) => `${magic.applies}:${magic.value}`)).toEqual(['wire:cents .01 (e.g. 150.01)', 'wire:cents .02 (e.g. 150.02)', 'check:13', 'locker:approve-me']);
});

describe("a test customer's wire with magic cents", () => {
  it('.01 is approved as soon as it is confirmed: the confirmation answers it approved, its entries completed, audited as the sandbox', async () => {
    const before = await checkingOf(tester);
    const wire = await confirmedWire(tester, 150_01);
    expect(wire).toMatchObject({ status: 'approved', adminNotes: null, decidedAt: expect.any(String) });
    expect(wire).not.toHaveProperty('decidedBy');
    expect(await myWire(tester, wire.id)).toEqual(wire);
    const after = await checkingOf(tester);
    expect(after.balanceCents).toBe(before.balanceCents - 150_01 - FEE);
    expect((after as unknown as { pendingCents: number }).pendingCents).toBe(0);
    expect((await historyOf(tester)).filter((entry) => entry.wireId === wire.id).map((entry) => entry.status)).toEqual(['completed', 'completed']);
    const [notification] = await notificationsOf(tester);
    expect(notification).toMatchObject({ kind: 'wire', title: 'Wire transfer approved', text: 'Your wire of $150.01 to Jane Doe was approved.' });
    expect(await sandboxRecordsAbout(admin, tester, wire.id)).toEqual([expect.objectContaining({ action: 'wire.approve' })]);
    await expectLedgerInvariant(tester.userId);
  });

  it(".02 is rejected as soon as it is confirmed with 'Rejected by compliance (test amount)': amount and fee come back", async () => {
    const before = await checkingOf(tester);
    const wire = await confirmedWire(tester, 250_02);
    expect(wire).toMatchObject({ status: 'rejected', adminNotes: sandboxReasons.testAmount });
    expect(sandboxReasons.testAmount).toBe('Rejected by compliance (test amount)');
    expect(await myWire(tester, wire.id)).toEqual(wire);
    expect((await checkingOf(tester)).balanceCents).toBe(before.balanceCents);
    expect((await historyOf(tester)).filter((entry) => entry.wireId === wire.id).map((entry) => entry.status)).toEqual(['failed', 'failed']);
    const [notification] = await notificationsOf(tester);
    expect(notification).toMatchObject({ kind: 'wire', title: 'Wire transfer returned' });
    expect(notification!.text).toContain(sandboxReasons.testAmount);
    expect(await sandboxRecordsAbout(admin, tester, wire.id)).toEqual([
      expect.objectContaining({ action: 'wire.reject', after: expect.objectContaining({ reason: sandboxReasons.testAmount }) }),
    ]);
    await expectLedgerInvariant(tester.userId);
  });

  it('other cents wait for the back office (pending, held)', async () => {
    const before = await checkingOf(tester);
    const wire = await confirmedWire(tester, 150_03);
    expect(wire.status).toBe('pending');
    expect((await checkingOf(tester)).balanceCents).toBe(before.balanceCents - 150_03 - FEE);
    expect(await sandboxRecordsAbout(admin, tester, wire.id)).toEqual([]);
  });

  it('a replayed confirmation decides nothing twice: it answers the wire as its hold left it, decided since', async () => {
    const wire = await newWireRequest(tester, { amountCents: 300_01 });
    const key = randomUUID();
    const code = await mailedCode(tester, wire.id);
    const first = await confirmWire(tester, wire.id, code, key);
    expect(first.body.status).toBe('approved');
    const again = await confirmWire(tester, wire.id, code, key);
    expect(again.status).toBe(200);
    // The confirmation's idempotency record was written with the hold, before the sandbox decided.
    expect(again.body).toMatchObject({ id: wire.id, status: 'pending', transactionId: first.body.transactionId });
    expect(await sandboxRecordsAbout(admin, tester, wire.id)).toHaveLength(1);
    expect((await myWire(tester, wire.id)).status).toBe('approved');
    await expectLedgerInvariant(tester.userId);
  });
});

describe("a normal customer's wire with magic cents", () => {
  it('.01 and .02 stay pending: magic values are for test customers only', async () => {
    const before = await checkingOf(normal);
    const [approvable, rejectable] = [await confirmedWire(normal, 150_01), await confirmedWire(normal, 150_02)];
    expect([approvable.status, rejectable.status]).toEqual(['pending', 'pending']);
    expect([(await myWire(normal, approvable.id)).status, (await myWire(normal, rejectable.id)).status]).toEqual(['pending', 'pending']);
    expect((await checkingOf(normal)).balanceCents).toBe(before.balanceCents - 150_01 - 150_02 - 2 * FEE);
    expect(await auditAbout(admin, approvable.id)).toEqual([]);
    expect((await notificationsOf(normal)).filter((notification) => notification.kind === 'wire')).toEqual([]);
  });
});

describe('check number 13', () => {
  it("is rejected at once for a test customer with 'Invalid check information' (leading zeros aside); nothing moves", async () => {
    const checking = await checkingOf(tester);
    for (const number of ['13', '0013']) {
      const response = await deposit(tester, checking.id, number);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body).toMatchObject({ checkNumber: number, status: 'rejected', rejectionReason: 'Invalid check information', transactionId: null });
      expect(response.body).not.toHaveProperty('decidedBy');
      const listed = (await callApi('listMyCheckDeposits', { token: tester.accessToken })).body.items.find((item: { id: string }) => item.id === response.body.id);
      expect(listed).toEqual(response.body);
      expect(await sandboxRecordsAbout(admin, tester, response.body.id)).toEqual([
        expect.objectContaining({ action: 'check.reject', after: expect.objectContaining({ rejectionReason: sandboxReasons.testCheckNumber }) }),
      ]);
      const [notification] = await notificationsOf(tester);
      expect(notification).toMatchObject({ kind: 'check', title: 'Check deposit rejected' });
      expect(notification!.text).toContain('Invalid check information');
    }
    expect((await checkingOf(tester)).balanceCents).toBe(checking.balanceCents);
    await expectLedgerInvariant(tester.userId);
  });

  it("waits for the back office for a normal customer, as does a test customer's other number", async () => {
    const [normalChecking, testerChecking] = await Promise.all([checkingOf(normal), checkingOf(tester)]);
    const normalThirteen = await deposit(normal, normalChecking.id, '13');
    const testerFourteen = await deposit(tester, testerChecking.id, '14');
    expect([normalThirteen.body.status, testerFourteen.body.status]).toEqual(['pending', 'pending']);
    expect(await auditAbout(admin, normalThirteen.body.id)).toEqual([]);
  });
});

describe('a locker item named approve-me', () => {
  it('is approved at once for a test customer (case and outer spaces aside), told and audited as the sandbox', async () => {
    for (const name of ['approve-me', 'Approve-Me']) {
      const response = await addItem(tester, name);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body).toMatchObject({ name, status: 'approved', decidedAt: expect.any(String), rejectionReason: null });
      expect(response.body).not.toHaveProperty('decidedBy');
      const locker = (await callApi('listMyLockerItems', { token: tester.accessToken })).body;
      expect(locker.items.find((item: { id: string }) => item.id === response.body.id)).toEqual(response.body);
      expect(await sandboxRecordsAbout(admin, tester, response.body.id)).toEqual([expect.objectContaining({ action: 'locker.approve' })]);
      const [notification] = await notificationsOf(tester);
      expect(notification).toMatchObject({ kind: 'locker', title: 'Locker item approved' });
    }
  });

  it("waits for the back office for a normal customer, as does a test customer's other name", async () => {
    const normalItem = await addItem(normal, 'approve-me');
    const otherName = await addItem(tester, 'approve-me-later');
    expect([normalItem.body.status, otherName.body.status]).toEqual(['pending', 'pending']);
    expect(await auditAbout(admin, normalItem.body.id)).toEqual([]);
  });
});

describe('after every magic decision', () => {
  it('the bank’s ledger check is exact', async () => {
    await expectLedgerCheckExact(admin);
  });
});
