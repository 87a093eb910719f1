import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkMessages, DEFAULT_BANK_SETTINGS } from '@sandbank/shared';
import { callApi, type ApiResult } from '@sandbank/scripts/test-harness';
import { checkingOf, historyOf, newAccountHolder } from './support/banking';
import { asDepositedWithTypedKey, presentmentItem } from './support/legacy-check';
import { expectLedgerInvariant } from './support/ledger';
import { newUser, type TestUser } from './support/users';

const withKey = () => ({ 'idempotency-key': randomUUID() });
/** Valid ABA routing numbers (their check digit holds). */
const ROUTING = '011000015';
const OTHER_ROUTING = '021000021';
/** A check number no other test uses, so duplicates are only the ones a test makes. */
const freshCheckNumber = () => String(randomInt(1, 2 ** 47));
/** A payer's account number of 9 digits no other test uses (no leading zero, so tests can add some). */
const freshPayerAccount = () => String(randomInt(100_000_000, 1_000_000_000));

const checkBody = (accountId: string, overrides: Record<string, unknown> = {}) => ({
  accountId,
  amountCents: 123_45,
  checkNumber: freshCheckNumber(),
  bankName: 'First Sandbox Bank',
  routingNumber: ROUTING,
  accountNumber: '000123456789',
  memo: 'Rent share',
  ...overrides,
});

const deposit = (customer: TestUser, body: Record<string, unknown>, headers: Record<string, string> = withKey()): Promise<ApiResult> =>
  callApi('createCheckDeposit', { token: customer.accessToken, body, headers });
const myChecks = async (customer: TestUser, query: Record<string, string> = {}) =>
  (await callApi('listMyCheckDeposits', { token: customer.accessToken, query })).body;

let admin: TestUser;
const approve = (checkId: string, headers = withKey()) => callApi('approveCheckDeposit', { token: admin.accessToken, params: { checkId }, headers });
const reject = (checkId: string, reason: unknown, headers = withKey()) =>
  callApi('rejectCheckDeposit', { token: admin.accessToken, params: { checkId }, body: reason === undefined ? {} : { reason }, headers });
const notificationsOf = async (customer: TestUser) => (await callApi('listMyNotifications', { token: customer.accessToken, query: { limit: '20' } })).body;

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

describe('depositing a check', () => {
  it('files it pending without moving money, lists it for its depositor and in the review queue', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const body = checkBody(checking.id, { memo: '   ' });
    const response = await deposit(customer, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      accountId: checking.id,
      amountCents: 123_45,
      checkNumber: body.checkNumber,
      bankName: 'First Sandbox Bank',
      routingNumber: ROUTING,
      accountNumber: '000123456789',
      memo: null,
      status: 'pending',
      rejectionReason: null,
      transactionId: null,
    });
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);
    expect(await historyOf(customer)).toHaveLength(7);
    expect((await myChecks(customer)).items).toEqual([response.body]);

    const queue = await callApi('listCheckDeposits', { token: admin.accessToken, query: { status: 'pending', limit: '25' } });
    expect(queue.status).toBe(200);
    const listed = queue.body.items.find((item: any) => item.id === response.body.id);
    expect(listed).toMatchObject({ ...response.body, holder: { userId: customer.userId, email: customer.email }, decidedBy: null });
    expect(listed.account.number).toBe(checking.number);
    expect(queue.body.counts.pending).toBeGreaterThanOrEqual(1);
    expect(queue.body.counts.total).toBeGreaterThanOrEqual(queue.body.counts.pending);
    await expectLedgerInvariant(customer.userId);
  });

  it.each([
    ['a routing number whose check digit fails', { routingNumber: '011000016' }, 'body.routingNumber'],
    ['a routing number of 8 digits', { routingNumber: '01100001' }, 'body.routingNumber'],
    ['an amount over the per-check limit', { amountCents: DEFAULT_BANK_SETTINGS.check.maxCents + 1 }, 'body.amountCents'],
    ['a zero amount', { amountCents: 0 }, 'body.amountCents'],
    ['a fractional amount', { amountCents: 10.5 }, 'body.amountCents'],
    ['a bank name of 101 characters', { bankName: 'B'.repeat(101) }, 'body.bankName'],
    ['a blank bank name', { bankName: '  ' }, 'body.bankName'],
    ['an account number of 18 digits', { accountNumber: '1'.repeat(18) }, 'body.accountNumber'],
    ['an account number with letters', { accountNumber: '1234abcd' }, 'body.accountNumber'],
    ['a check number with letters', { checkNumber: '12a' }, 'body.checkNumber'],
    ['a memo of 201 characters', { memo: 'm'.repeat(201) }, 'body.memo'],
    ['an unknown field', { status: 'approved' }, 'body'],
  ])('refuses %s with 400 and writes nothing', async (_case, overrides, field) => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const response = await deposit(customer, checkBody(checking.id, overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error.code).toBe('invalid_input');
    expect(Object.keys(response.body.error.fields ?? {})).toContain(field);
    expect((await myChecks(customer)).items).toEqual([]);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);
  });

  it('names the per-check limit when an amount is over it', async () => {
    const customer = await newAccountHolder();
    const response = await deposit(customer, checkBody((await checkingOf(customer)).id, { amountCents: DEFAULT_BANK_SETTINGS.check.maxCents + 1 }));
    expect(response.body.error.fields['body.amountCents']).toBe('The most one check can deposit is $25,000.00');
  });

  it("answers 404 for another customer's account and writes nothing", async () => {
    const [customer, other] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const response = await deposit(other, checkBody((await checkingOf(customer)).id));
    expect(response).toMatchObject({ status: 404, body: { error: { message: 'Account not found' } } });
    expect((await myChecks(other)).items).toEqual([]);
    expect((await myChecks(customer)).items).toEqual([]);
  });

  it('refuses the same routing number, account number and check number twice, even from two customers at once', async () => {
    const [first, second] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const checkNumber = freshCheckNumber();
    const [a, b] = await Promise.all([
      deposit(first, checkBody((await checkingOf(first)).id, { checkNumber })),
      deposit(second, checkBody((await checkingOf(second)).id, { checkNumber })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error.message).toBe('This check has already been deposited (same routing number, account number and check number)');
    expect((await myChecks(first)).items.length + (await myChecks(second)).items.length).toBe(1);

    // Another check number, or the same number on another payer's routing number, is another check.
    const winner = a.status === 201 ? first : second;
    const checking = await checkingOf(winner);
    expect((await deposit(winner, checkBody(checking.id, { checkNumber: freshCheckNumber() }))).status).toBe(201);
    expect((await deposit(winner, checkBody(checking.id, { checkNumber, routingNumber: OTHER_ROUTING }))).status).toBe(201);
  });

  it('lets a rejected check be deposited again, but never an approved one', async () => {
    const customer = await newAccountHolder();
    const body = checkBody((await checkingOf(customer)).id);
    const first = await deposit(customer, body);
    expect((await reject(first.body.id, 'Signature missing')).status).toBe(200);
    const again = await deposit(customer, body);
    expect(again.status).toBe(201);
    expect((await approve(again.body.id)).status).toBe(200);
    expect((await deposit(customer, body)).status).toBe(409);
  });

  it('credits one check once however its numbers are padded: "42", "042", "0042" and account "0123456789" are the same check', async () => {
    const [customer, other] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const checking = await checkingOf(customer);
    const payer = freshPayerAccount();
    const first = await deposit(customer, checkBody(checking.id, { checkNumber: '42', accountNumber: payer, amountCents: 20_000_00 }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const historyBefore = await historyOf(customer);

    const padded = [
      ['042', payer],
      ['0042', payer],
      ['42', `0${payer}`],
      ['0042', `00${payer}`],
    ];
    for (const [checkNumber, accountNumber] of padded) {
      const again = await deposit(customer, checkBody(checking.id, { checkNumber, accountNumber, amountCents: 20_000_00 }));
      expect(again, `${checkNumber} on ${accountNumber}`).toMatchObject({ status: 409, body: { error: { message: checkMessages.duplicate } } });
    }
    const byOther = await deposit(other, checkBody((await checkingOf(other)).id, { checkNumber: '0042', accountNumber: `0${payer}` }));
    expect(byOther.status).toBe(409);
    // Nothing written by the refused deposits: one check filed, no money moved.
    expect((await myChecks(customer)).items).toEqual([first.body]);
    expect((await myChecks(other)).items).toEqual([]);
    expect(await historyOf(customer)).toEqual(historyBefore);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);

    // Rejecting it releases the key: the corrected check (typed another way) may be deposited, once.
    expect((await reject(first.body.id, 'Amount in words does not match')).status).toBe(200);
    const corrected = await deposit(customer, checkBody(checking.id, { checkNumber: '0042', accountNumber: `0${payer}`, amountCents: 20_000_00 }));
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    expect(corrected.body).toMatchObject({ checkNumber: '0042', accountNumber: `0${payer}` });
    expect((await approve(corrected.body.id)).status).toBe(200);
    expect((await deposit(customer, checkBody(checking.id, { checkNumber: '42', accountNumber: payer, amountCents: 20_000_00 }))).status).toBe(409);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents + 20_000_00);
    await expectLedgerInvariant(customer.userId);
  });

  it('keeps the key a check deposited before keys were canonical holds (the one of its numbers as typed): it refuses the same check while pending, and its rejection releases it', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const payer = `0${freshPayerAccount()}`;
    const filed = await deposit(customer, checkBody(checking.id, { checkNumber: '0042', accountNumber: payer }));
    expect(filed.status).toBe(201);
    const { typedKey } = await asDepositedWithTypedKey(customer.userId, filed.body.id);

    // While it is pending, the key it holds still refuses the same check typed the same way.
    const again = await deposit(customer, checkBody(checking.id, { checkNumber: '0042', accountNumber: payer }));
    expect(again.status).toBe(409);
    expect((await myChecks(customer)).items).toHaveLength(1);

    expect((await reject(filed.body.id, 'Stale date')).status).toBe(200);
    expect(await presentmentItem(typedKey)).toMatchObject({ checkId: filed.body.id, released: true });
    // The check's own view never shows the bank's bookkeeping.
    expect((await myChecks(customer)).items[0]).not.toHaveProperty('presentmentKey');
    expect((await deposit(customer, checkBody(checking.id, { checkNumber: '42', accountNumber: payer }))).status).toBe(201);
  });

  it('does not treat checks without a number as duplicates', async () => {
    const customer = await newAccountHolder();
    const body = checkBody((await checkingOf(customer)).id, { checkNumber: '' });
    const [a, b] = [await deposit(customer, body), await deposit(customer, body)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.checkNumber).toBeNull();
  });

  it('answers a retry with the same key with the first check, and files nothing more', async () => {
    const customer = await newAccountHolder();
    const body = checkBody((await checkingOf(customer)).id);
    const headers = withKey();
    const [first, retry] = [await deposit(customer, body, headers), await deposit(customer, body, headers)];
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect((await myChecks(customer)).items).toHaveLength(1);
    expect((await deposit(customer, { ...body, amountCents: 1 }, headers)).status).toBe(422);
  });

  it("pages through the customer's checks newest first", async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await deposit(customer, checkBody(checking.id))).body.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await myChecks(customer, cursor ? { limit: '2', cursor } : { limit: '2' });
      seen.push(...page.items.map((item: any) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });
});

describe('deciding a check', () => {
  it('approves it once: a completed deposit with the check number as reference, a notification, an audit event', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const body = checkBody(checking.id, { amountCents: 2_500_00 });
    const filed = (await deposit(customer, body)).body;

    const attempts = await Promise.all(Array.from({ length: 5 }, () => approve(filed.id)));
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const approved = attempts.find((attempt) => attempt.status === 200)!;
    expect(attempts.find((attempt) => attempt.status === 409)!.body.error.message).toBe('This check deposit has already been decided');
    expect(approved.body.check).toMatchObject({ id: filed.id, status: 'approved', decidedBy: admin.userId, transactionId: approved.body.transaction.id });
    expect(approved.body.transaction).toMatchObject({
      accountId: checking.id,
      type: 'deposit',
      amountCents: 2_500_00,
      status: 'completed',
      description: `Check deposit - ${body.checkNumber}`,
      reference: body.checkNumber,
      checkId: filed.id,
    });

    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents + 2_500_00);
    const deposits = (await historyOf(customer)).filter((entry) => entry.checkId === filed.id);
    expect(deposits).toHaveLength(1);
    const detail = await callApi('getMyTransaction', { token: customer.accessToken, params: { transactionId: deposits[0].id } });
    expect(detail.body.reference).toBe(body.checkNumber);
    expect((await myChecks(customer)).items[0]).toMatchObject({ id: filed.id, status: 'approved', transactionId: deposits[0].id });

    const notifications = await notificationsOf(customer);
    expect(notifications.items[0]).toMatchObject({
      kind: 'check',
      title: 'Check deposit approved',
      text: expect.stringMatching(new RegExp(`^Your check #${body.checkNumber} of \\$2,500\\.00 was approved and credited to .+\\.$`)),
      link: `/transactions?transaction=${deposits[0].id}`,
    });

    const audit = await callApi('listAuditEvents', { token: admin.accessToken, query: { action: 'check.approve', targetId: filed.id } });
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({ actorId: admin.userId, targetType: 'check', before: { status: 'pending' }, after: { status: 'approved' } });

    // Rejecting it now is too late, and moves nothing.
    expect((await reject(filed.id, 'Too late')).status).toBe(409);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents + 2_500_00);
    await expectLedgerInvariant(customer.userId);
  });

  it('never names the deciding administrator to the depositor', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const [approved, rejected] = [(await deposit(customer, checkBody(checking.id))).body, (await deposit(customer, checkBody(checking.id))).body];
    const approval = await approve(approved.id);
    expect(approval.body.check.decidedBy).toBe(admin.userId);
    expect((await reject(rejected.id, 'Unsigned')).status).toBe(200);

    const seenByCustomer = [
      await myChecks(customer),
      (await callApi('getMyTransaction', { token: customer.accessToken, params: { transactionId: approval.body.transaction.id } })).body,
      await historyOf(customer),
      await notificationsOf(customer),
    ];
    expect(seenByCustomer[0].items.map((check: any) => check.status)).toEqual(['rejected', 'approved']);
    for (const view of seenByCustomer) expect(JSON.stringify(view)).not.toContain(admin.userId);
  });

  it('answers a retried approval with its first answer', async () => {
    const customer = await newAccountHolder();
    const filed = (await deposit(customer, checkBody((await checkingOf(customer)).id))).body;
    const headers = withKey();
    const first = await approve(filed.id, headers);
    const retry = await approve(filed.id, headers);
    expect(first.status).toBe(200);
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect((await historyOf(customer)).filter((entry) => entry.checkId === filed.id)).toHaveLength(1);
  });

  it("names a check without a number 'N/A' in its deposit, with no reference", async () => {
    const customer = await newAccountHolder();
    const filed = (await deposit(customer, checkBody((await checkingOf(customer)).id, { checkNumber: undefined }))).body;
    const approved = await approve(filed.id);
    expect(approved.body.transaction).toMatchObject({ description: 'Check deposit - N/A', reference: null });
  });

  it('rejects with the default reason when none is given: nothing moves, the customer is told', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const filed = (await deposit(customer, checkBody(checking.id))).body;
    const historyBefore = await historyOf(customer);

    const attempts = await Promise.all([reject(filed.id, '   '), reject(filed.id, undefined)]);
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 409]);
    const winner = attempts.find((attempt) => attempt.status === 200)!;
    expect(winner.body).toMatchObject({ transaction: null, check: { status: 'rejected', rejectionReason: 'Invalid check information', transactionId: null } });
    expect((await approve(filed.id)).status).toBe(409);

    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);
    expect(await historyOf(customer)).toEqual(historyBefore);
    expect((await myChecks(customer)).items[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Invalid check information' });
    expect((await notificationsOf(customer)).items[0]).toMatchObject({
      kind: 'check',
      title: 'Check deposit rejected',
      link: '/check-deposit',
      text: expect.stringContaining('Invalid check information'),
    });
    await expectLedgerInvariant(customer.userId);
  });

  it('stores the reason given and refuses one over 500 characters', async () => {
    const customer = await newAccountHolder();
    const filed = (await deposit(customer, checkBody((await checkingOf(customer)).id))).body;
    expect((await reject(filed.id, 'x'.repeat(501))).status).toBe(400);
    const rejected = await reject(filed.id, '  Signature does not match  ');
    expect(rejected.body.check).toMatchObject({ status: 'rejected', rejectionReason: 'Signature does not match' });
    const audit = await callApi('listAuditEvents', { token: admin.accessToken, query: { action: 'check.reject', targetId: filed.id } });
    expect(audit.body.items[0]).toMatchObject({ after: { status: 'rejected', rejectionReason: 'Signature does not match' } });
  });

  it('answers 404 for a check that does not exist and 403 for an administrator deciding their own', async () => {
    expect((await approve('01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    const accounts = await callApi('listMyAccounts', { token: admin.accessToken });
    const own = (await deposit(admin, checkBody(accounts.body.items[0].id))).body;
    const response = await approve(own.id);
    expect(response).toMatchObject({ status: 403, body: { error: { message: 'Administrators cannot decide their own check deposits' } } });
    expect((await reject(own.id, 'Own')).status).toBe(403);
  });

  it('lists every status newest first, or one, with counts that follow each decision', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const [a, b, c] = [
      (await deposit(customer, checkBody(checking.id))).body,
      (await deposit(customer, checkBody(checking.id))).body,
      (await deposit(customer, checkBody(checking.id))).body,
    ];
    await approve(a.id);
    await reject(b.id, 'No');
    const all = await callApi('listCheckDeposits', { token: admin.accessToken, query: { limit: '25' } });
    const ours = all.body.items.filter((item: any) => item.holder.userId === customer.userId);
    // Other tests file checks at the same time, but ours are the newest three or among them, in order.
    expect(ours.map((item: any) => [item.id, item.status])).toEqual([
      [c.id, 'pending'],
      [b.id, 'rejected'],
      [a.id, 'approved'],
    ]);
    const approvedOnly = await callApi('listCheckDeposits', { token: admin.accessToken, query: { status: 'approved', limit: '25' } });
    expect(approvedOnly.body.items.every((item: any) => item.status === 'approved')).toBe(true);
    expect(approvedOnly.body.items.map((item: any) => item.id)).toContain(a.id);
    const { counts } = all.body;
    expect(counts.total).toBe(counts.pending + counts.approved + counts.rejected);
  });
});
