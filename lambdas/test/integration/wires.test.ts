import { randomUUID } from 'node:crypto';
import { DEFAULT_BANK_SETTINGS, wireMessages } from '@sandbank/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantsOf, jobGrants } from '@sandbank/infra/local';
import { scheduledEvent } from '../../../scripts/local/scheduler';
import { runWithTableGrants } from '../../../scripts/local/table-grants';
import { callApi, wireCodeEmails } from '@sandbank/scripts/test-harness';
import { handler as expireWireRequests } from '../../src/jobs/expireWireRequests';
import { historyOf, checkingOf, newAccountHolder, transfer } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newUser, type TestUser } from './support/users';
import { ageWireRequest } from './support/wire-clock';
import { confirmWire, createWire, decideWire, mailedCode, newPendingWire, newWireRequest, sesUrl, wireBody } from './support/wires';

/*
 * Wire transfers through the real gateway, handlers, table and SES emulator: the code comes from
 * the local mailbox as the customer reads it. Time is moved by ageing a request's code
 * (support/wire-clock.ts), never by a side door in the API.
 */

const FEE = DEFAULT_BANK_SETTINGS.wire.feeCents;

/** The expiry job as its schedule runs it: its handler, held to the table access its grants declare. */
const runExpiryJob = () =>
  runWithTableGrants('expireWireRequests', grantsOf(jobGrants, 'expireWireRequests'), () => expireWireRequests(scheduledEvent('expireWireRequests', new Date())));
let admin: TestUser;

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

const myWire = (user: TestUser, wireId: string) => callApi('getMyWire', { token: user.accessToken, params: { wireId } });
const myWires = async (user: TestUser) => (await callApi('listMyWires', { token: user.accessToken, query: { limit: '100' } })).body.items;
const resend = (user: TestUser, wireId: string) => callApi('resendWireCode', { token: user.accessToken, params: { wireId } });
/** A code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('creating a wire request', () => {
  it('stores it awaiting its code, moves no money and mails a code that says amount, recipient and expiry', async () => {
    const customer = await newAccountHolder();
    const before = await checkingOf(customer);
    const wire = await newWireRequest(customer, { amountCents: 123_456, senderNotes: '  Rent for May  ' });
    expect(wire).toMatchObject({
      status: 'awaiting_confirmation',
      amountCents: 123_456,
      feeCents: FEE,
      recipientAccount: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
      senderNotes: 'Rent for May',
      adminNotes: null,
      attemptsLeft: 5,
      transactionId: null,
    });
    expect(wire).not.toHaveProperty('code');
    expect(wire).not.toHaveProperty('codeMac');
    expect(Date.parse((wire as any).codeExpiresAt) - Date.parse((wire as any).createdAt)).toBe(15 * 60_000);
    expect((await checkingOf(customer)).balanceCents).toBe(before.balanceCents);

    const [mail] = await wireCodeEmails(sesUrl(), customer.email, { wireId: wire.id });
    const text = mail!.email.body.text ?? '';
    expect(mail!.code).toMatch(/^\d{6}$/);
    expect(text).toContain('$1,234.56');
    expect(text).toContain('Jane Doe');
    expect(text).toMatch(/before .* UTC/);
    // Nothing that could be read as a demand for money.
    expect(text).not.toMatch(/\bfee\b|\bpay\b|\bpayment\b|\bcharge\b/i);
    expect(JSON.stringify(await myWire(customer, wire.id))).not.toContain(mail!.code);
    await expectLedgerInvariant(customer.userId);
  });

  it('answers a retry with the same key with the first request, and mails only once', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const key = randomUUID();
    const first = await createWire(customer, wireBody(checking.id), key);
    const again = await createWire(customer, wireBody(checking.id), key);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await myWires(customer)).toHaveLength(1);
    expect(await wireCodeEmails(sesUrl(), customer.email)).toHaveLength(1);
  });

  it.each([
    ['a SWIFT/BIC of the wrong shape', { swift: 'DEUT DE' }, 'swift'],
    ['a SWIFT/BIC with a country that does not exist', { swift: 'DEUTZZFF' }, 'swift'],
    ['an IBAN with a wrong checksum', { recipientAccount: 'DE89370400440532013001' }, 'recipientAccount'],
    ['an IBAN of the wrong length', { recipientAccount: 'GB82WEST123456987654' }, 'recipientAccount'],
    ['an account number too short', { recipientAccount: '12' }, 'recipientAccount'],
    ['an amount below the minimum', { amountCents: DEFAULT_BANK_SETTINGS.wire.minCents - 1 }, 'amountCents'],
    ['an amount above the maximum', { amountCents: DEFAULT_BANK_SETTINGS.wire.maxCents + 1 }, 'amountCents'],
    ['a fractional amount', { amountCents: 100.5 }, 'amountCents'],
    ['an unknown purpose', { purpose: 'gift' }, 'purpose'],
    ['an oversized recipient name', { recipientName: 'x'.repeat(101) }, 'recipientName'],
    ['oversized notes', { senderNotes: 'x'.repeat(501) }, 'senderNotes'],
    ['an unknown field', { code: '123456' }, ''],
  ])('refuses %s with 400 and a message for the field, writing nothing', async (_label, change, field) => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const { status, body } = await createWire(customer, wireBody(checking.id, change));
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
    if (field) expect(body.error.fields[`body.${field}`]).toEqual(expect.any(String));
    expect(await myWires(customer)).toEqual([]);
    expect(await wireCodeEmails(sesUrl(), customer.email)).toEqual([]);
  });

  it('says which limit an amount misses', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const { body } = await createWire(customer, wireBody(checking.id, { amountCents: 9_999 }));
    expect(body.error.fields['body.amountCents']).toBe(wireMessages.belowMinimum('$100.00'));
  });

  it("refuses an account that is not the caller's (404) and an amount plus fee the account cannot cover (409)", async () => {
    const [customer, other] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const othersChecking = await checkingOf(other);
    expect((await createWire(customer, wireBody(othersChecking.id))).status).toBe(404);
    const checking = await checkingOf(customer);
    const tooMuch = await createWire(customer, wireBody(checking.id, { amountCents: checking.balanceCents - FEE + 1 }));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toBe(wireMessages.insufficientFunds);
    expect(await myWires(customer)).toEqual([]);
  });
});

describe("another customer's wire", () => {
  it('cannot be read, confirmed or sent a new code (404, as if it did not exist)', async () => {
    const [owner, other] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const wire = await newWireRequest(owner);
    await ageWireRequest(owner.userId, wire.id, 61);
    const code = await mailedCode(owner, wire.id);
    expect((await myWire(other, wire.id)).status).toBe(404);
    expect((await confirmWire(other, wire.id, code)).status).toBe(404);
    expect((await resend(other, wire.id)).status).toBe(404);
    expect(await myWires(other)).toEqual([]);
    // Nothing of it changed: the owner still has every try and the same code.
    expect((await myWire(owner, wire.id)).body).toMatchObject({ status: 'awaiting_confirmation', attemptsLeft: 5 });
    expect((await confirmWire(owner, wire.id, code)).status).toBe(200);
  });
});

describe('confirming with the code', () => {
  it('places the hold: amount and fee as pending entries, the balance down by both, the request pending', async () => {
    const customer = await newAccountHolder();
    const before = await checkingOf(customer);
    const wire = await newWireRequest(customer, { amountCents: 50_000 });
    const code = await mailedCode(customer, wire.id);
    const key = randomUUID();
    const confirmed = await confirmWire(customer, wire.id, code, key);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'pending', codeExpiresAt: null, attemptsLeft: null, confirmedAt: expect.any(String) });
    const after = await checkingOf(customer);
    expect(after.balanceCents).toBe(before.balanceCents - 50_000 - FEE);
    const entries = (await historyOf(customer)).filter((entry) => entry.wireId === wire.id);
    expect(entries.map(({ type, amountCents, description, status }) => ({ type, amountCents, description, status })).sort((a, b) => a.amountCents - b.amountCents)).toEqual([
      { type: 'wire_transfer', amountCents: -50_000, description: 'Wire Transfer to Jane Doe', status: 'pending' },
      { type: 'fee', amountCents: -FEE, description: 'Wire transfer fee', status: 'pending' },
    ]);
    expect(entries.map((entry) => entry.id).sort()).toEqual([confirmed.body.transactionId, confirmed.body.feeTransactionId].sort());
    // A retry with the same key is the same confirmation, not a second hold.
    const replay = await confirmWire(customer, wire.id, code, key);
    expect(replay.body).toEqual(confirmed.body);
    expect((await checkingOf(customer)).balanceCents).toBe(after.balanceCents);
    // Another confirmation of a confirmed request is refused.
    expect((await confirmWire(customer, wire.id, code)).status).toBe(409);
    await expectLedgerInvariant(customer.userId);
  });

  it('refuses a wrong code with the exact text and counts the try; the right code still works', async () => {
    const customer = await newAccountHolder();
    const wire = await newWireRequest(customer);
    const code = await mailedCode(customer, wire.id);
    const wrong = await confirmWire(customer, wire.id, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'invalid_input', message: wireMessages.invalidCode, fields: { 'body.code': wireMessages.invalidCode } });
    expect((await myWire(customer, wire.id)).body.attemptsLeft).toBe(4);
    expect((await confirmWire(customer, wire.id, code)).status).toBe(200);
  });

  it('allows five tries per code even when guesses arrive at once; then only a new code helps', async () => {
    const customer = await newAccountHolder();
    const wire = await newWireRequest(customer);
    const code = await mailedCode(customer, wire.id);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, index) => confirmWire(customer, wire.id, wrongCode(String(Number(code) + index)))));
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(guesses.find((guess) => guess.status === 409)!.body.error.message).toBe(wireMessages.codeAttemptsUsed);
    // The right code is refused too: the code is void.
    const right = await confirmWire(customer, wire.id, code);
    expect(right.status).toBe(409);
    expect((await myWire(customer, wire.id)).body).toMatchObject({ status: 'awaiting_confirmation', attemptsLeft: 0 });
    // A new code (once a minute has passed) starts the tries again; the old code no longer works.
    await ageWireRequest(customer.userId, wire.id, 61);
    expect((await resend(customer, wire.id)).body.attemptsLeft).toBe(5);
    const newCode = await mailedCode(customer, wire.id, code);
    expect((await confirmWire(customer, wire.id, code)).status).toBe(code === newCode ? 200 : 400);
    if (code !== newCode) expect((await confirmWire(customer, wire.id, newCode)).status).toBe(200);
    await expectLedgerInvariant(customer.userId);
  });

  it('places one hold when the right code is sent several times at once', async () => {
    const customer = await newAccountHolder();
    const before = await checkingOf(customer);
    const wire = await newWireRequest(customer, { amountCents: 20_000 });
    const code = await mailedCode(customer, wire.id);
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirmWire(customer, wire.id, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect((await checkingOf(customer)).balanceCents).toBe(before.balanceCents - 20_000 - FEE);
    expect((await historyOf(customer)).filter((entry) => entry.wireId === wire.id)).toHaveLength(2);
    await expectLedgerInvariant(customer.userId);
  });

  it('refuses the hold when the balance no longer covers amount and fee, writing nothing', async () => {
    const [customer, recipient] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const checking = await checkingOf(customer);
    const wire = await newWireRequest(customer, { amountCents: checking.balanceCents - FEE });
    expect((await transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 1 })).status).toBe(201);
    const refused = await confirmWire(customer, wire.id, await mailedCode(customer, wire.id));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(wireMessages.insufficientFunds);
    expect((await myWire(customer, wire.id)).body.status).toBe('awaiting_confirmation');
    expect((await historyOf(customer)).filter((entry) => entry.wireId === wire.id)).toEqual([]);
    await expectLedgerInvariant(customer.userId);
  });
});

describe('a new code', () => {
  it('is refused within a minute of the last one (429 with Retry-After), then replaces it', async () => {
    const customer = await newAccountHolder();
    const wire = await newWireRequest(customer);
    const first = await mailedCode(customer, wire.id);
    const tooSoon = await resend(customer, wire.id);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.message).toBe(wireMessages.resendTooSoon);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    await ageWireRequest(customer.userId, wire.id, 61);
    const resent = await resend(customer, wire.id);
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.codeExpiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await resend(customer, wire.id)).status).toBe(429);
    const second = await mailedCode(customer, wire.id, first);
    expect(await wireCodeEmails(sesUrl(), customer.email, { wireId: wire.id })).toHaveLength(2);
    if (first !== second) expect((await confirmWire(customer, wire.id, first)).status).toBe(400);
    expect((await confirmWire(customer, wire.id, second)).status).toBe(200);
    // Nothing to resend once confirmed.
    expect((await resend(customer, wire.id)).status).toBe(409);
  });
});

describe('concurrent resends', () => {
  it('send one new code', async () => {
    const customer = await newAccountHolder();
    const wire = await newWireRequest(customer);
    await ageWireRequest(customer.userId, wire.id, 61);
    const answers = await Promise.all([resend(customer, wire.id), resend(customer, wire.id), resend(customer, wire.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429]);
    expect(await wireCodeEmails(sesUrl(), customer.email, { wireId: wire.id })).toHaveLength(2);
  });
});

describe('expiry', () => {
  it('refuses a lapsed code before the job runs, and the job then expires the request', async () => {
    const customer = await newAccountHolder();
    const [lapsed, fresh] = await Promise.all([newWireRequest(customer), newWireRequest(customer)]);
    const code = await mailedCode(customer, lapsed.id);
    await ageWireRequest(customer.userId, lapsed.id, 15 * 60 + 1);
    const refused = await confirmWire(customer, lapsed.id, code);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(wireMessages.codeExpired);
    expect((await resend(customer, lapsed.id)).status).toBe(409);

    const report = await runExpiryJob();
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await myWire(customer, lapsed.id)).body).toMatchObject({ status: 'expired', codeExpiresAt: null });
    expect((await myWire(customer, fresh.id)).body.status).toBe('awaiting_confirmation');
    expect((await confirmWire(customer, lapsed.id, code)).status).toBe(409);
    // Running it again changes nothing.
    await runExpiryJob();
    expect((await myWire(customer, fresh.id)).body.status).toBe('awaiting_confirmation');
    await expectLedgerInvariant(customer.userId);
  });
});

describe('the back office decision', () => {
  const stats = async () => (await callApi('getAdminStats', { token: admin.accessToken })).body.wires;

  it('approves: the entries complete, the hold is released, the customer is notified, audited', async () => {
    const customer = await newAccountHolder();
    const wire = await newPendingWire(customer, { amountCents: 30_000 });
    const held = await checkingOf(customer);
    const approved = await decideWire(admin, wire.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: admin.userId, customer: { userId: customer.userId, email: customer.email } });
    const after = (await callApi('listMyAccounts', { token: customer.accessToken })).body.items.find((account: { id: string }) => account.id === held.id);
    expect(after.balanceCents).toBe(held.balanceCents);
    expect(after.pendingCents).toBe(0);
    const entries = (await historyOf(customer)).filter((entry) => entry.wireId === wire.id);
    expect(entries.map((entry) => entry.status)).toEqual(['completed', 'completed']);
    const notifications = (await callApi('listMyNotifications', { token: customer.accessToken })).body.items;
    expect(notifications[0]).toMatchObject({ kind: 'wire', title: 'Wire transfer approved', link: `/transactions?transaction=${wire.transactionId}` });
    expect(notifications[0].text).toBe('Your wire of $300.00 to Jane Doe was approved.');
    const audit = await callApi('listAuditEvents', { token: admin.accessToken, query: { targetId: wire.id } });
    expect(audit.body.items).toEqual([expect.objectContaining({ action: 'wire.approve', actorId: admin.userId, targetType: 'wire' })]);
    await expectLedgerInvariant(customer.userId);
  });

  it('rejects with a reason: the entries fail, amount and fee come back to the cent, the reason is kept and told', async () => {
    const customer = await newAccountHolder();
    const before = await checkingOf(customer);
    const wire = await newPendingWire(customer, { amountCents: 77_777 });
    const rejected = await callApi('rejectWire', {
      token: admin.accessToken,
      params: { wireId: wire.id },
      body: { reason: '  Beneficiary name mismatch ' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: 'Beneficiary name mismatch' });
    const after = (await callApi('listMyAccounts', { token: customer.accessToken })).body.items.find((account: { id: string }) => account.id === before.id);
    expect(after.balanceCents).toBe(before.balanceCents);
    expect(after.pendingCents).toBe(0);
    expect((await historyOf(customer)).filter((entry) => entry.wireId === wire.id).map((entry) => entry.status)).toEqual(['failed', 'failed']);
    const [notification] = (await callApi('listMyNotifications', { token: customer.accessToken })).body.items;
    expect(notification.title).toBe('Wire transfer returned');
    expect(notification.text).toContain('Beneficiary name mismatch');
    expect(notification.text).toContain('$802.77 was returned');
    expect((await myWire(customer, wire.id)).body.adminNotes).toBe('Beneficiary name mismatch');
    await expectLedgerInvariant(customer.userId);
  });

  it('refuses a reject without a reason (400) and deciding an unconfirmed request (409)', async () => {
    const customer = await newAccountHolder();
    const [pending, awaiting] = await Promise.all([newPendingWire(customer), newWireRequest(customer)]);
    const noReason = await callApi('rejectWire', { token: admin.accessToken, params: { wireId: pending.id }, body: { reason: '  ' }, headers: { 'idempotency-key': randomUUID() } });
    expect(noReason.status).toBe(400);
    expect((await decideWire(admin, awaiting.id, 'approve')).status).toBe(409);
    expect((await decideWire(admin, '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'approve')).status).toBe(404);
    expect((await myWire(customer, pending.id)).body.status).toBe('pending');
  });

  it('makes exactly one decision when administrators decide at once; the others get 409', async () => {
    const [customer, secondAdmin] = await Promise.all([newAccountHolder(), newUser({ admin: true })]);
    const before = await checkingOf(customer);
    const wire = await newPendingWire(customer);
    const countsBefore = await stats();
    const answers = await Promise.all([
      decideWire(admin, wire.id, 'approve'),
      decideWire(secondAdmin, wire.id, 'reject'),
      decideWire(admin, wire.id, 'reject'),
      decideWire(secondAdmin, wire.id, 'approve'),
    ]);
    const decided = answers.filter((answer) => answer.status === 200);
    expect(decided).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error.message)).toEqual(Array(3).fill(wireMessages.alreadyDecided));
    const status = decided[0]!.body.status;
    expect((await myWire(customer, wire.id)).body.status).toBe(status);
    const balance = (await checkingOf(customer)).balanceCents;
    expect(balance).toBe(status === 'approved' ? before.balanceCents - wire.amountCents - FEE : before.balanceCents);
    // One more notification, never two.
    const notifications = (await callApi('listMyNotifications', { token: customer.accessToken })).body.items;
    expect(notifications).toHaveLength(1);
    const countsAfter = await stats();
    expect(countsAfter[status] - countsBefore[status]).toBeGreaterThanOrEqual(1);
    await expectLedgerInvariant(customer.userId);
  });

  it('answers a retried decision (same key) with the first answer', async () => {
    const customer = await newAccountHolder();
    const wire = await newPendingWire(customer);
    const key = randomUUID();
    const first = await decideWire(admin, wire.id, 'approve', key);
    const again = await decideWire(admin, wire.id, 'approve', key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("does not let an administrator decide their own wire (403, it stays pending); another administrator can", async () => {
    const selfAdmin = await newUser({ admin: true });
    await callApi('listMyAccounts', { token: selfAdmin.accessToken });
    const wire = await newPendingWire(selfAdmin);
    const ownApproval = await decideWire(selfAdmin, wire.id, 'approve');
    expect(ownApproval).toMatchObject({ status: 403, body: { error: { message: wireMessages.ownWire } } });
    expect((await decideWire(selfAdmin, wire.id, 'reject')).status).toBe(403);
    expect((await myWire(selfAdmin, wire.id)).body.status).toBe('pending');
    expect((await decideWire(admin, wire.id, 'approve')).status).toBe(200);
  });

  it('never names the deciding administrator to the customer: not in the wire, its entries or the notification', async () => {
    const customer = await newAccountHolder();
    const [approved, rejected] = [await newPendingWire(customer), await newPendingWire(customer)];
    expect((await decideWire(admin, approved.id, 'approve')).body.decidedBy).toBe(admin.userId);
    expect((await decideWire(admin, rejected.id, 'reject')).body.decidedBy).toBe(admin.userId);

    const wires = [(await myWire(customer, approved.id)).body, (await myWire(customer, rejected.id)).body];
    expect(wires.map((wire) => wire.status)).toEqual(['approved', 'rejected']);
    for (const wire of wires) {
      expect(wire).not.toHaveProperty('decidedBy');
      expect(wire.decidedAt).toEqual(expect.any(String));
    }
    const entry = (await callApi('getMyTransaction', { token: customer.accessToken, params: { transactionId: approved.transactionId } })).body;
    expect(entry.wireId).toBe(approved.id);
    const seenByCustomer = [...wires, await myWires(customer), entry, await historyOf(customer), (await callApi('listMyNotifications', { token: customer.accessToken })).body];
    for (const view of seenByCustomer) expect(JSON.stringify(view)).not.toContain(admin.userId);
  });
});

describe('the back office listing', () => {
  it('lists confirmed wires newest first by status, searches recipient, bank and customer, and pages with a signed cursor', async () => {
    const customer = await newUser({ firstName: 'Wilhelmina', lastName: `Zed${randomUUID().slice(0, 8)}` });
    await callApi('listMyAccounts', { token: customer.accessToken });
    const recipient = `Recipient ${randomUUID().slice(0, 8)}`;
    const first = await newPendingWire(customer, { recipientName: recipient });
    const second = await newPendingWire(customer, { recipientName: recipient, recipientBank: 'Banco Unico' });
    const awaiting = await newWireRequest(customer, { recipientName: recipient });
    await decideWire(admin, first.id, 'approve');
    const list = async (query: Record<string, string>) => callApi('listWires', { token: admin.accessToken, query });

    const byRecipient = await list({ q: recipient.toUpperCase(), limit: '25' });
    expect(byRecipient.status).toBe(200);
    expect(byRecipient.body.items.map((wire: { id: string }) => wire.id)).toEqual([second.id, first.id]);
    expect(byRecipient.body.items.map((wire: { id: string }) => wire.id)).not.toContain(awaiting.id);
    expect(byRecipient.body.items[0].customer).toEqual({ userId: customer.userId, email: customer.email, firstName: 'Wilhelmina', lastName: expect.any(String) });

    const pending = await list({ status: 'pending', q: recipient });
    expect(pending.body.items.map((wire: { id: string }) => wire.id)).toEqual([second.id]);
    const approved = await list({ status: 'approved', q: recipient });
    expect(approved.body.items.map((wire: { id: string }) => wire.id)).toEqual([first.id]);
    const byCustomer = await list({ q: customer.email });
    expect(byCustomer.body.items).toHaveLength(2);
    const byBank = await list({ q: `banco unico ${''}`.trim(), status: 'pending' });
    expect(byBank.body.items.map((wire: { id: string }) => wire.id)).toContain(second.id);

    const page1 = await list({ q: recipient, limit: '1' });
    expect(page1.body.items).toHaveLength(1);
    const page2 = await list({ q: recipient, limit: '1', cursor: page1.body.nextCursor });
    expect(page2.body.items.map((wire: { id: string }) => wire.id)).toEqual([first.id]);
    // A cursor is good for its own query only.
    expect((await list({ q: recipient, status: 'pending', cursor: page1.body.nextCursor })).status).toBe(400);
    expect((await list({ status: 'awaiting_confirmation' })).status).toBe(400);
  });

  it('is not for customers', async () => {
    const customer = await newAccountHolder();
    expect((await callApi('listWires', { token: customer.accessToken })).status).toBe(403);
  });
});
