import { randomInt, randomUUID } from 'node:crypto';
import { checkMessages, DEFAULT_BANK_SETTINGS, lockerMessages, SANDBOX_ACTOR, sandboxReasons, wireMessages } from '@sandbank/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { checkingOf, historyOf, newAccountHolder } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { expectLedgerCheckExact, newTestCustomer, notificationsOf, sandboxRecordsAbout, simulate } from './support/sandbox-decisions';
import { newUser, type TestUser } from './support/users';
import { confirmWire, decideWire, mailedCode, newPendingWire, newWireRequest } from './support/wires';

/*
 * Decisions on demand: a test customer has its own pending wire, check or locker item decided as
 * the back office would decide it — the same transaction, notification, counters and audit event,
 * recorded under the actor `sandbox` — or has a wire awaiting its code expire as the expiry job
 * would. Only its own requests (another's is 404), each decided once (409 after).
 */

const FEE = DEFAULT_BANK_SETTINGS.wire.feeCents;
const ROUTING = '011000015';

let admin: TestUser;
let customer: TestUser;
let other: TestUser;

beforeAll(async () => {
  [admin, customer, other] = await Promise.all([newUser({ admin: true }), newTestCustomer(), newTestCustomer()]);
});

const myWire = async (user: TestUser, wireId: string) => (await callApi('getMyWire', { token: user.accessToken, params: { wireId } })).body;
const wireStats = async () => (await callApi('getAdminStats', { token: admin.accessToken })).body.wires;
const pendingCheck = async (user: TestUser, change: Record<string, unknown> = {}) => {
  const checking = await checkingOf(user);
  const body = {
    accountId: checking.id,
    amountCents: 45_678,
    checkNumber: String(randomInt(100, 2 ** 47)),
    bankName: 'First Sandbox Bank',
    routingNumber: ROUTING,
    accountNumber: String(randomInt(100_000_000, 1_000_000_000)),
    ...change,
  };
  const response = await callApi('createCheckDeposit', { token: user.accessToken, body, headers: { 'idempotency-key': randomUUID() } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; amountCents: number; status: string };
};
const pendingItem = async (user: TestUser) => {
  const response = await callApi('addLockerItem', { token: user.accessToken, body: { name: `Watch ${randomUUID().slice(0, 6)}`, valueCents: 250_000 } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string; status: string };
};

describe("simulating the back office on the caller's wire", () => {
  it('approves a held wire: entries completed, hold released, the customer notified, audited as the sandbox, counted', async () => {
    const before = await checkingOf(customer);
    const wire = await newPendingWire(customer, { amountCents: 31_000 });
    const counts = await wireStats();
    const approved = await simulate(customer, 'wire', wire.id, { outcome: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ id: wire.id, status: 'approved', adminNotes: null, transactionId: wire.transactionId });
    expect(approved.body.decidedAt).toEqual(expect.any(String));
    // Answered as the customer's own listing shows it: nobody named as the decider.
    expect(approved.body).not.toHaveProperty('decidedBy');
    expect(approved.body).toEqual(await myWire(customer, wire.id));

    const after = await checkingOf(customer);
    expect(after.balanceCents).toBe(before.balanceCents - 31_000 - FEE);
    expect((after as unknown as { pendingCents: number }).pendingCents).toBe(0);
    expect((await historyOf(customer)).filter((entry) => entry.wireId === wire.id).map((entry) => entry.status)).toEqual(['completed', 'completed']);
    const [notification] = await notificationsOf(customer);
    expect(notification).toMatchObject({ kind: 'wire', title: 'Wire transfer approved', text: 'Your wire of $310.00 to Jane Doe was approved.' });
    expect(await sandboxRecordsAbout(admin, customer, wire.id)).toEqual([expect.objectContaining({ action: 'wire.approve', targetType: 'wire' })]);
    const counted = await wireStats();
    expect(counted.approved - counts.approved).toBeGreaterThanOrEqual(1);
    // The back office sees who decided: the sandbox.
    const listed = await callApi('listWires', { token: admin.accessToken, query: { status: 'approved', q: customer.email, limit: '10' } });
    expect(listed.body.items.find((item: { id: string }) => item.id === wire.id)).toMatchObject({ decidedBy: SANDBOX_ACTOR });
    await expectLedgerInvariant(customer.userId);
  });

  it("rejects a held wire with 'Rejected by the sandbox' when no reason is given: amount and fee come back, told and audited", async () => {
    const before = await checkingOf(customer);
    const wire = await newPendingWire(customer, { amountCents: 12_345 });
    const rejected = await simulate(customer, 'wire', wire.id, { outcome: 'reject' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: sandboxReasons.simulatedRejection });
    expect((await checkingOf(customer)).balanceCents).toBe(before.balanceCents);
    expect((await historyOf(customer)).filter((entry) => entry.wireId === wire.id).map((entry) => entry.status)).toEqual(['failed', 'failed']);
    const [notification] = await notificationsOf(customer);
    expect(notification).toMatchObject({ kind: 'wire', title: 'Wire transfer returned' });
    expect(notification!.text).toBe(`Your wire of $123.45 to Jane Doe was rejected: Rejected by the sandbox. $${((12_345 + FEE) / 100).toFixed(2)} was returned to your account.`);
    const [event] = await sandboxRecordsAbout(admin, customer, wire.id);
    expect(event).toMatchObject({ action: 'wire.reject', after: { status: 'rejected', reason: sandboxReasons.simulatedRejection, returnedCents: 12_345 + FEE } });
    await expectLedgerInvariant(customer.userId);
  });

  it('keeps the reason given with a rejection', async () => {
    const wire = await newPendingWire(customer);
    const rejected = await simulate(customer, 'wire', wire.id, { outcome: 'reject', reason: '  Beneficiary on a list  ' });
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: 'Beneficiary on a list' });
    expect((await myWire(customer, wire.id)).adminNotes).toBe('Beneficiary on a list');
  });

  it('expires a request awaiting its code as the expiry job would: nothing reserved, its code no longer works', async () => {
    const before = await checkingOf(customer);
    const wire = await newWireRequest(customer);
    const code = await mailedCode(customer, wire.id);
    const expired = await simulate(customer, 'wire', wire.id, { outcome: 'expire' });
    expect(expired.status, JSON.stringify(expired.body)).toBe(200);
    expect(expired.body).toMatchObject({ id: wire.id, status: 'expired', codeExpiresAt: null, attemptsLeft: null, transactionId: null });
    expect(expired.body).toEqual(await myWire(customer, wire.id));
    expect((await checkingOf(customer)).balanceCents).toBe(before.balanceCents);
    const confirmed = await confirmWire(customer, wire.id, code);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error.message).toBe(wireMessages.codeExpired);
    await expectLedgerInvariant(customer.userId);
  });

  it('refuses with 409 what the back office or the expiry would refuse, changing nothing', async () => {
    const [awaiting, held] = await Promise.all([newWireRequest(customer), newPendingWire(customer)]);
    for (const outcome of ['approve', 'reject']) {
      const refused = await simulate(customer, 'wire', awaiting.id, { outcome });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(wireMessages.notPending);
    }
    const expireHeld = await simulate(customer, 'wire', held.id, { outcome: 'expire' });
    expect(expireHeld.status).toBe(409);
    expect(expireHeld.body.error.message).toBe(wireMessages.alreadyConfirmed);
    expect((await myWire(customer, awaiting.id)).status).toBe('awaiting_confirmation');
    expect((await myWire(customer, held.id)).status).toBe('pending');

    // Decided once: by the sandbox, then neither the sandbox nor the back office decides again — with the same message.
    expect((await simulate(customer, 'wire', held.id, { outcome: 'approve' })).status).toBe(200);
    const again = await simulate(customer, 'wire', held.id, { outcome: 'reject' });
    const byAdmin = await decideWire(admin, held.id, 'reject');
    expect([again.status, byAdmin.status]).toEqual([409, 409]);
    expect(again.body.error.message).toBe(wireMessages.alreadyDecided);
    expect(byAdmin.body.error.message).toBe(wireMessages.alreadyDecided);
    // And a wire the back office decided first is 409 for the sandbox too.
    const decidedByAdmin = await newPendingWire(customer);
    expect((await decideWire(admin, decidedByAdmin.id, 'approve')).status).toBe(200);
    const late = await simulate(customer, 'wire', decidedByAdmin.id, { outcome: 'reject' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(wireMessages.alreadyDecided);
    expect((await simulate(customer, 'wire', awaiting.id, { outcome: 'expire' })).status).toBe(200);
    const expiredAgain = await simulate(customer, 'wire', awaiting.id, { outcome: 'expire' });
    expect(expiredAgain.status).toBe(409);
    expect(expiredAgain.body.error.message).toBe(wireMessages.codeExpired);
    await expectLedgerInvariant(customer.userId);
  });

  it('makes exactly one decision when asked several times at once; the others get 409 and one notification is written', async () => {
    const fresh = await newTestCustomer();
    const wire = await newPendingWire(fresh);
    const answers = await Promise.all(
      ['approve', 'reject', 'approve', 'reject'].map((outcome) => simulate(fresh, 'wire', wire.id, { outcome })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error.message)).toEqual(Array(3).fill(wireMessages.alreadyDecided));
    expect((await notificationsOf(fresh)).filter((notification) => notification.kind === 'wire')).toHaveLength(1);
    expect(await sandboxRecordsAbout(admin, fresh, wire.id)).toHaveLength(1);
    await expectLedgerInvariant(fresh.userId);
  });

  it("answers another test customer's wire, and one that does not exist, with 404, changing nothing; a normal customer gets 403", async () => {
    const [held, awaiting] = await Promise.all([newPendingWire(other), newWireRequest(other)]);
    for (const [id, outcome] of [
      [held.id, 'approve'],
      [held.id, 'reject'],
      [awaiting.id, 'expire'],
      ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 'approve'],
    ] as const) {
      const refused = await simulate(customer, 'wire', id, { outcome });
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(wireMessages.wireNotFound);
    }
    expect((await myWire(other, held.id)).status).toBe('pending');
    expect((await myWire(other, awaiting.id)).status).toBe('awaiting_confirmation');

    const normal = await newAccountHolder();
    const own = await newPendingWire(normal);
    expect((await simulate(normal, 'wire', own.id, { outcome: 'approve' })).status).toBe(403);
    expect((await myWire(normal, own.id)).status).toBe('pending');
    // The held wire's code was used; the awaiting one's still works for its owner.
    expect((await confirmWire(other, awaiting.id, await mailedCode(other, awaiting.id))).status).toBe(200);
  });

  it('refuses an unknown outcome and a reason that is blank (400)', async () => {
    const wire = await newPendingWire(customer);
    expect((await simulate(customer, 'wire', wire.id, { outcome: 'cancel' })).status).toBe(400);
    expect((await simulate(customer, 'wire', wire.id, { outcome: 'reject', reason: '   ' })).status).toBe(400);
    expect((await myWire(customer, wire.id)).status).toBe('pending');
    expect((await simulate(customer, 'wire', wire.id, { outcome: 'approve' })).status).toBe(200);
  });
});

describe("simulating the back office on the caller's check deposit", () => {
  it('approves: the deposit is credited, the check answered approved, the depositor notified, audited as the sandbox', async () => {
    const before = await checkingOf(customer);
    const check = await pendingCheck(customer, { amountCents: 45_678 });
    const approved = await simulate(customer, 'check', check.id, { outcome: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ id: check.id, status: 'approved', rejectionReason: null, transactionId: expect.any(String) });
    expect(approved.body).not.toHaveProperty('decidedBy');
    expect(approved.body).not.toHaveProperty('holder');
    const listed = (await callApi('listMyCheckDeposits', { token: customer.accessToken })).body.items.find((item: { id: string }) => item.id === check.id);
    expect(approved.body).toEqual(listed);
    expect((await checkingOf(customer)).balanceCents).toBe(before.balanceCents + 45_678);
    const deposit = (await historyOf(customer)).find((entry) => entry.id === approved.body.transactionId);
    expect(deposit).toMatchObject({ type: 'deposit', amountCents: 45_678, status: 'completed' });
    const [notification] = await notificationsOf(customer);
    expect(notification).toMatchObject({ kind: 'check', title: 'Check deposit approved' });
    expect(await sandboxRecordsAbout(admin, customer, check.id)).toEqual([expect.objectContaining({ action: 'check.approve' })]);
    await expectLedgerInvariant(customer.userId);
  });

  it("rejects with 'Rejected by the sandbox' when no reason is given, or the reason given; nothing moves", async () => {
    const before = await checkingOf(customer);
    const [plain, reasoned] = [await pendingCheck(customer), await pendingCheck(customer)];
    const rejected = await simulate(customer, 'check', plain.id, { outcome: 'reject' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: sandboxReasons.simulatedRejection, transactionId: null });
    const withReason = await simulate(customer, 'check', reasoned.id, { outcome: 'reject', reason: 'Signature missing' });
    expect(withReason.body).toMatchObject({ status: 'rejected', rejectionReason: 'Signature missing' });
    expect((await checkingOf(customer)).balanceCents).toBe(before.balanceCents);
    const [latest] = await notificationsOf(customer);
    expect(latest).toMatchObject({ kind: 'check', title: 'Check deposit rejected' });
    expect(latest!.text).toContain('Signature missing');
    const [event] = await sandboxRecordsAbout(admin, customer, plain.id);
    expect(event).toMatchObject({ action: 'check.reject', after: { rejectionReason: sandboxReasons.simulatedRejection } });
    await expectLedgerInvariant(customer.userId);
  });

  it("refuses a decided check (409, the back office's message) and another's (404)", async () => {
    const check = await pendingCheck(customer);
    expect((await simulate(customer, 'check', check.id, { outcome: 'reject' })).status).toBe(200);
    const again = await simulate(customer, 'check', check.id, { outcome: 'approve' });
    const byAdmin = await callApi('approveCheckDeposit', { token: admin.accessToken, params: { checkId: check.id }, headers: { 'idempotency-key': randomUUID() } });
    expect([again.status, byAdmin.status]).toEqual([409, 409]);
    expect(again.body.error.message).toBe(checkMessages.notPending);
    expect(byAdmin.body.error.message).toBe(checkMessages.notPending);

    const others = await pendingCheck(other);
    const refused = await simulate(customer, 'check', others.id, { outcome: 'approve' });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(checkMessages.notFound);
    expect((await simulate(customer, 'check', '01ARZ3NDEKTSV4RRFFQ69G5FAV', { outcome: 'approve' })).status).toBe(404);
    expect((await callApi('listMyCheckDeposits', { token: other.accessToken })).body.items.find((item: { id: string }) => item.id === others.id).status).toBe('pending');
    // Expiring is for wires only.
    expect((await simulate(customer, 'check', check.id, { outcome: 'expire' })).status).toBe(400);
  });
});

describe("simulating the back office on the caller's locker item", () => {
  it('approves and rejects (with the sandbox reason), each told to the owner and audited as the sandbox', async () => {
    const [kept, refused] = [await pendingItem(customer), await pendingItem(customer)];
    const approved = await simulate(customer, 'locker', kept.id, { outcome: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ id: kept.id, name: kept.name, status: 'approved', rejectionReason: null });
    expect(approved.body).not.toHaveProperty('decidedBy');
    expect(approved.body).not.toHaveProperty('ownerEmail');
    const rejected = await simulate(customer, 'locker', refused.id, { outcome: 'reject' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: sandboxReasons.simulatedRejection });
    const locker = (await callApi('listMyLockerItems', { token: customer.accessToken })).body;
    expect(locker.items.find((item: { id: string }) => item.id === kept.id)).toEqual(approved.body);
    expect(locker.items.find((item: { id: string }) => item.id === refused.id)).toEqual(rejected.body);
    const titles = (await notificationsOf(customer)).filter((notification) => notification.kind === 'locker').map((notification) => notification.title);
    expect(titles.slice(0, 2)).toEqual(['Locker item rejected', 'Locker item approved']);
    expect(await sandboxRecordsAbout(admin, customer, kept.id)).toEqual([expect.objectContaining({ action: 'locker.approve' })]);
    expect(await sandboxRecordsAbout(admin, customer, refused.id)).toEqual([
      expect.objectContaining({ action: 'locker.reject', after: { status: 'rejected', rejectionReason: sandboxReasons.simulatedRejection } }),
    ]);
  });

  it("refuses a decided item (409, the back office's message) and another's (404)", async () => {
    const item = await pendingItem(customer);
    expect((await simulate(customer, 'locker', item.id, { outcome: 'approve', reason: 'Looks genuine' })).status).toBe(200);
    const again = await simulate(customer, 'locker', item.id, { outcome: 'reject' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(lockerMessages.alreadyDecided);
    const others = await pendingItem(other);
    const refused = await simulate(customer, 'locker', others.id, { outcome: 'approve' });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(lockerMessages.itemNotFound);
    expect((await callApi('listMyLockerItems', { token: other.accessToken })).body.items[0]).toMatchObject({ id: others.id, status: 'pending' });
  });
});

describe('after every simulated decision', () => {
  it('the bank’s ledger check is exact and the audit chain verifies', async () => {
    await expectLedgerCheckExact(admin);
    const verification = await callApi('verifyAuditChain', { token: admin.accessToken });
    expect(verification.body).toMatchObject({ valid: true, brokenAt: null });
  });
});
