import { randomUUID } from 'node:crypto';
import { approvalMessages, DEFAULT_BANK_SETTINGS } from '@sandbank/shared';
import { callApi, type ApiResult } from '@sandbank/scripts/test-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustAccount, approve, newPostingRequest, reject } from './support/approvals';
import { checkingOf, historyOf, newAccountHolder } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newUser, type TestUser } from './support/users';

/*
 * Maker-checker through the real gateway, handlers and table: a back-office posting at or above
 * the approval threshold moves nothing and waits; another administrator — never the maker, never
 * the account's owner — approves it (posted once, in the decision's transaction) or rejects it.
 * The ledger is checked after every test that could move money. Splits that reach the threshold
 * together: approval-totals.test.ts.
 */

const THRESHOLD = DEFAULT_BANK_SETTINGS.backOffice.approvalThresholdCents;

let maker: TestUser;
let checker: TestUser;
let secondChecker: TestUser;

beforeAll(async () => {
  [maker, checker, secondChecker] = await Promise.all([newUser({ admin: true }), newUser({ admin: true }), newUser({ admin: true })]);
});

/** The customer's ledger, exact: balances, pending totals and months against the entries. */
const expectLedgerExact = (customer: TestUser) => expectLedgerInvariant(customer.userId);

/** Every request of a listing (all its pages), and the pending count of its first page. */
const queue = async (admin: TestUser, query: Record<string, string> = {}) => {
  const items: { id: string; status: string; accountId: string }[] = [];
  let pendingCount = 0;
  let cursor: string | null = null;
  do {
    const answer: ApiResult = await callApi('listApprovals', { token: admin.accessToken, query: { limit: '25', ...query, ...(cursor ? { cursor } : {}) } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (!cursor) pendingCount = answer.body.pendingCount;
    items.push(...answer.body.items);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return { items, pendingCount };
};

describe('the approval threshold', () => {
  it('posts just below it at once, as before', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const posted = await adjustAccount(maker, checking.id, THRESHOLD - 1);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.balanceCents).toBe(checking.balanceCents + THRESHOLD - 1);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents + THRESHOLD - 1);
    await expectLedgerExact(customer);
  });

  it('at it, answers 202 with a pending request, moves nothing and tells the customer nothing', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const historyBefore = await historyOf(customer);
    const eventsBefore = (await callApi('listMyEvents', { token: customer.accessToken })).body.items.length;

    const answer = await adjustAccount(maker, checking.id, THRESHOLD);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body).toMatchObject({
      status: 'pending',
      kind: 'adjustment',
      type: 'adjustment',
      direction: 'credit',
      accountId: checking.id,
      accountNumber: checking.number,
      amountCents: THRESHOLD,
      makerId: maker.userId,
      maker: { email: maker.email },
      holder: { userId: customer.userId, email: customer.email },
      note: 'Maker-checker test',
      decidedBy: null,
      transactionId: null,
      approvalReason: 'amount',
      rollingTotalCents: null,
    });
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);
    expect(await historyOf(customer)).toEqual(historyBefore);
    expect((await callApi('listMyEvents', { token: customer.accessToken })).body.items).toHaveLength(eventsBefore);

    const pending = await queue(checker);
    expect(pending.items.map((item) => item.id)).toContain(answer.body.id);
    expect(pending.pendingCount).toBeGreaterThanOrEqual(1);
    expect((await queue(maker, { mine: 'true' })).items.map((item) => item.id)).toContain(answer.body.id);
    expect((await queue(checker, { mine: 'true' })).items.map((item) => item.id)).not.toContain(answer.body.id);
    await expectLedgerExact(customer);
  });

  it('above it, a typed posting and a customer-level adjustment wait too', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const deposit = await callApi('postAccountTransaction', {
      token: maker.accessToken,
      params: { accountId: checking.id },
      body: { type: 'deposit', amountCents: THRESHOLD + 1, description: 'Inheritance' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(202);
    expect(deposit.body).toMatchObject({ status: 'pending', kind: 'posting', type: 'deposit', direction: 'credit', amountCents: THRESHOLD + 1, note: 'Inheritance' });
    const byUser = await callApi('adjustUserBalance', {
      token: maker.accessToken,
      params: { userId: customer.userId },
      body: { direction: 'credit', amountCents: 5 * THRESHOLD, reason: 'Settlement' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(byUser.status, JSON.stringify(byUser.body)).toBe(202);
    expect(byUser.body).toMatchObject({ accountId: checking.id, amountCents: 5 * THRESHOLD, kind: 'adjustment' });
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);

    const approved = await approve(checker, deposit.body.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const entry = (await historyOf(customer)).find((item) => item.id === approved.body.transactionId);
    expect(entry).toMatchObject({ type: 'deposit', amountCents: THRESHOLD + 1, description: 'Inheritance', status: 'completed' });
    await expectLedgerExact(customer);
  });

  it('refuses a debit larger than the balance at once (409), keeping no request', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const answer = await adjustAccount(maker, checking.id, checking.balanceCents + THRESHOLD, { direction: 'debit' });
    expect(answer.status).toBe(409);
    await expectLedgerExact(customer);
  });

  it("replays the request's 202 for the same Idempotency-Key and keeps one request", async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const key = randomUUID();
    const first = await adjustAccount(maker, checking.id, THRESHOLD, { key });
    const again = await adjustAccount(maker, checking.id, THRESHOLD, { key });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    const mine = (await queue(maker, { mine: 'true' })).items.filter((item) => item.accountId === checking.id);
    expect(mine).toHaveLength(1);
    const reused = await adjustAccount(maker, checking.id, THRESHOLD + 1, { key });
    expect(reused.status).toBe(422);
  });
});

describe('deciding a posting request', () => {
  it('approves once: the posting happens, the customer sees it, the audit event names maker and checker', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const requestId = await newPostingRequest(maker, checking.id, 2 * THRESHOLD);

    const approved = await approve(checker, requestId);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ id: requestId, status: 'approved', decidedBy: checker.userId, makerId: maker.userId });
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents + 2 * THRESHOLD);
    const entry = (await historyOf(customer)).find((item) => item.id === approved.body.transactionId);
    expect(entry).toMatchObject({ type: 'adjustment', amountCents: 2 * THRESHOLD, status: 'completed' });

    const audit = await callApi('listAuditEvents', { token: checker.accessToken, query: { action: 'approval.approve', targetId: checking.id } });
    expect(audit.status).toBe(200);
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({
      actorId: checker.userId,
      action: 'approval.approve',
      targetId: checking.id,
      after: { requestId, makerId: maker.userId, checkerId: checker.userId, transactionId: approved.body.transactionId, posted: 'account.adjust.credit' },
    });
    expect((await queue(checker)).items.map((item) => item.id)).not.toContain(requestId);
    expect((await queue(maker, { mine: 'true', status: 'approved' })).items.map((item) => item.id)).toContain(requestId);

    // Decided: a second decision is 409, and the maker is still refused first (403).
    expect((await approve(secondChecker, requestId)).status).toBe(409);
    expect((await reject(secondChecker, requestId)).status).toBe(409);
    expect((await approve(maker, requestId)).status).toBe(403);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents + 2 * THRESHOLD);
    await expectLedgerExact(customer);
  });

  it('refuses the maker and the account owner (403), pending or decided', async () => {
    const ownerAdmin = await newUser({ admin: true });
    const ownerChecking = await checkingOf(ownerAdmin);
    const requestId = await newPostingRequest(maker, ownerChecking.id);

    const byMaker = await approve(maker, requestId);
    expect(byMaker.status).toBe(403);
    expect(byMaker.body.error.message).toBe(approvalMessages.ownRequest);
    const byOwner = await approve(ownerAdmin, requestId);
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.error.message).toBe(approvalMessages.ownAccount);
    expect((await reject(ownerAdmin, requestId)).status).toBe(403);
    expect((await checkingOf(ownerAdmin)).balanceCents).toBe(ownerChecking.balanceCents);

    expect((await reject(checker, requestId)).status).toBe(200);
    expect((await approve(ownerAdmin, requestId)).status).toBe(403);
    expect((await reject(maker, requestId)).status).toBe(403);
    await expectLedgerExact(ownerAdmin);
  });

  it('makes one posting when two checkers approve at once; the other gets 409', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const requestId = await newPostingRequest(maker, checking.id, 3 * THRESHOLD);
    const historyBefore = await historyOf(customer);

    const answers = await Promise.all([approve(checker, requestId), approve(secondChecker, requestId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents + 3 * THRESHOLD);
    expect(await historyOf(customer)).toHaveLength(historyBefore.length + 1);
    await expectLedgerExact(customer);
  });

  it('rejects with a required reason and moves nothing', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const requestId = await newPostingRequest(maker, checking.id);
    const historyBefore = await historyOf(customer);

    const noReason = await callApi('rejectPostingRequest', {
      token: checker.accessToken,
      params: { requestId },
      body: { reason: '  ' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(noReason.status).toBe(400);

    const rejected = await reject(checker, requestId, 'No supporting document');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'No supporting document', decidedBy: checker.userId, transactionId: null });
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);
    expect(await historyOf(customer)).toEqual(historyBefore);
    expect((await approve(secondChecker, requestId)).status).toBe(409);
    expect((await queue(maker, { mine: 'true', status: 'rejected' })).items.map((item) => item.id)).toContain(requestId);

    const audit = await callApi('listAuditEvents', { token: checker.accessToken, query: { action: 'approval.reject', targetId: checking.id } });
    expect(audit.body.items[0]).toMatchObject({ actorId: checker.userId, after: { requestId, makerId: maker.userId, checkerId: checker.userId, reason: 'No supporting document' } });
    await expectLedgerExact(customer);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await approve(checker, '01HZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
  });
});

describe('the whole ledger', () => {
  it("agrees with every entry and the bank's counters after all of the above", async () => {
    const check = await callApi('checkLedger', { token: checker.accessToken });
    expect(check.status).toBe(200);
    expect(check.body.mismatches).toEqual([]);
    if (check.body.totalBalance.settled) expect(check.body.totalBalance.agrees).toBe(true);
  });
});
