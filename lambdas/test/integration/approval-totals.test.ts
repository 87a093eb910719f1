import { randomUUID } from 'node:crypto';
import { DEFAULT_BANK_SETTINGS } from '@sandbank/shared';
import { callApi, type ApiResult } from '@sandbank/scripts/test-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustAccount, approve } from './support/approvals';
import { accountsOf, checkingOf, historyOf, newAccountHolder } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { agePostingHours, postingHoursOf } from './support/posting-hours';
import { newUser, type TestUser } from './support/users';

/*
 * Maker-checker by total, through the real gateway, handlers and table: a back-office posting
 * whose amount, added to what its maker or all administrators posted to the same account at once
 * in the last 24 hours, reaches the approval threshold waits for a second administrator like one
 * large posting. Splits by one administrator, by two, in both directions and at the same moment;
 * other accounts untouched; approved postings and replays not counted; a day later the totals have
 * rolled off (the tests move the counted hours back instead of waiting). The ledger is checked
 * after every test that moved money.
 */

const THRESHOLD = DEFAULT_BANK_SETTINGS.backOffice.approvalThresholdCents;
/** $9,999.99 with the default threshold: one cent below it. */
const SPLIT = THRESHOLD - 1;

let maker: TestUser;
let secondMaker: TestUser;
let thirdMaker: TestUser;
let checker: TestUser;

beforeAll(async () => {
  [maker, secondMaker, thirdMaker, checker] = await Promise.all([newUser({ admin: true }), newUser({ admin: true }), newUser({ admin: true }), newUser({ admin: true })]);
});

const statuses = (answers: ApiResult[]) => answers.map((answer) => answer.status);

/** A customer with the balance of their checking account, and that account. */
async function freshChecking() {
  const customer = await newAccountHolder();
  return { customer, checking: await checkingOf(customer) };
}

const balanceOf = async (customer: TestUser, accountId: string) => (await accountsOf(customer)).find((account) => account.id === accountId)!.balanceCents;

describe("one administrator's split postings", () => {
  it('post the first $9,999.99 credit at once and hold each one after it, which reaches the threshold', async () => {
    const { customer, checking } = await freshChecking();
    const answers: ApiResult[] = [];
    for (let index = 0; index < 5; index += 1) answers.push(await adjustAccount(maker, checking.id, SPLIT));

    expect(statuses(answers), JSON.stringify(answers.map((answer) => answer.body))).toEqual([201, 202, 202, 202, 202]);
    for (const held of answers.slice(1)) {
      expect(held.body).toMatchObject({ status: 'pending', amountCents: SPLIT, makerId: maker.userId, approvalReason: 'makerTotal', rollingTotalCents: SPLIT });
    }
    expect(await balanceOf(customer, checking.id)).toBe(checking.balanceCents + SPLIT);
    await expectLedgerInvariant(customer.userId);
  });

  it('count debits as much as credits', async () => {
    const { customer, checking } = await freshChecking();
    const credit = await adjustAccount(maker, checking.id, 600_000);
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const debit = await adjustAccount(maker, checking.id, 400_000, { direction: 'debit' });
    expect(debit.status, JSON.stringify(debit.body)).toBe(202);
    expect(debit.body).toMatchObject({ direction: 'debit', approvalReason: 'makerTotal', rollingTotalCents: 600_000 });
    expect(await balanceOf(customer, checking.id)).toBe(checking.balanceCents + 600_000);
    await expectLedgerInvariant(customer.userId);
  });

  it('hold a typed posting and a customer-level adjustment the same way', async () => {
    const { customer, checking } = await freshChecking();
    const deposit = await callApi('postAccountTransaction', {
      token: maker.accessToken,
      params: { accountId: checking.id },
      body: { type: 'deposit', amountCents: 700_000, description: 'Split deposit' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const byUser = await callApi('adjustUserBalance', {
      token: maker.accessToken,
      params: { userId: customer.userId },
      body: { direction: 'credit', amountCents: 300_000, reason: 'Split adjustment' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(byUser.status, JSON.stringify(byUser.body)).toBe(202);
    expect(byUser.body).toMatchObject({ accountId: checking.id, approvalReason: 'makerTotal', rollingTotalCents: 700_000 });
    await expectLedgerInvariant(customer.userId);
  });

  it('leave the holder’s other accounts, and other customers’ accounts, to their own totals', async () => {
    const { customer, checking } = await freshChecking();
    const savings = (await accountsOf(customer)).find((account) => account.type === 'savings')!;
    const other = await freshChecking();
    expect((await adjustAccount(maker, checking.id, SPLIT)).status).toBe(201);
    expect((await adjustAccount(maker, checking.id, SPLIT)).status).toBe(202);
    expect((await adjustAccount(maker, savings.id, SPLIT)).status).toBe(201);
    expect((await adjustAccount(maker, other.checking.id, SPLIT)).status).toBe(201);
    await expectLedgerInvariant(customer.userId);
    await expectLedgerInvariant(other.customer.userId);
  });
});

describe('split postings by several administrators', () => {
  it('hold the posting that brings the account’s total to the threshold, whoever made the earlier ones', async () => {
    const { customer, checking } = await freshChecking();
    expect((await adjustAccount(maker, checking.id, 600_000)).status).toBe(201);
    const second = await adjustAccount(secondMaker, checking.id, 400_000);
    expect(second.status, JSON.stringify(second.body)).toBe(202);
    expect(second.body).toMatchObject({ makerId: secondMaker.userId, approvalReason: 'accountTotal', rollingTotalCents: 600_000 });
    // Below the threshold with everyone's total, the second administrator still posts.
    expect((await adjustAccount(secondMaker, checking.id, 399_999)).status).toBe(201);
    expect((await adjustAccount(thirdMaker, checking.id, 1)).status).toBe(202);
    expect(await balanceOf(customer, checking.id)).toBe(checking.balanceCents + 999_999);
    await expectLedgerInvariant(customer.userId);
  });

  it('never all post when sent at the same moment: the account’s total stays below the threshold', async () => {
    const { customer, checking } = await freshChecking();
    const amount = 250_000;
    // Six postings of $2,500 at once, two from each of three administrators (one of them in two tabs).
    const makers = [maker, maker, secondMaker, secondMaker, thirdMaker, thirdMaker];
    const answers = await Promise.all(makers.map((admin) => adjustAccount(admin, checking.id, amount)));

    // Whatever the order, the first three commit ($7,500) and each later one reaches $10,000 with them.
    expect(statuses(answers).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([201, 201, 201, 202, 202, 202]);
    expect(await balanceOf(customer, checking.id)).toBe(checking.balanceCents + 3 * amount);
    const counted = (await postingHoursOf(checking.id)).reduce((sum, hour) => sum + hour.postedCents, 0);
    expect(counted).toBe(3 * amount);
    await expectLedgerInvariant(customer.userId);
  });
});

describe('what the totals leave out', () => {
  it('an approved posting: a second administrator checked it in full', async () => {
    const { customer, checking } = await freshChecking();
    const requested = await adjustAccount(maker, checking.id, 2 * THRESHOLD);
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({ approvalReason: 'amount', rollingTotalCents: null });
    expect((await approve(checker, requested.body.id)).status).toBe(200);
    expect((await adjustAccount(maker, checking.id, SPLIT)).status).toBe(201);
    expect(await balanceOf(customer, checking.id)).toBe(checking.balanceCents + 2 * THRESHOLD + SPLIT);
    await expectLedgerInvariant(customer.userId);
  });

  it('a replay: the same Idempotency-Key answers again and counts once', async () => {
    const { customer, checking } = await freshChecking();
    const key = randomUUID();
    const first = await adjustAccount(maker, checking.id, 500_000, { key });
    const again = await adjustAccount(maker, checking.id, 500_000, { key });
    expect(statuses([first, again])).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect((await adjustAccount(maker, checking.id, 499_999)).status).toBe(201);
    expect((await adjustAccount(maker, checking.id, 1)).status).toBe(202);
    expect((await historyOf(customer)).filter((entry) => entry.type === 'adjustment')).toHaveLength(2);
    await expectLedgerInvariant(customer.userId);
  });

  it('a refused debit: nothing moved, nothing counted', async () => {
    const { customer, checking } = await freshChecking();
    const refused = await adjustAccount(maker, checking.id, checking.balanceCents + 1, { direction: 'debit' });
    expect(refused.status).toBe(409);
    expect(await postingHoursOf(checking.id)).toEqual([]);
    await expectLedgerInvariant(customer.userId);
  });
});

describe('a day later', () => {
  it('the totals have rolled off: 23 hours on a split still waits, 25 hours on it posts', async () => {
    const { customer, checking } = await freshChecking();
    expect((await adjustAccount(maker, checking.id, SPLIT)).status).toBe(201);
    expect((await adjustAccount(secondMaker, checking.id, SPLIT)).status).toBe(202);

    await agePostingHours(checking.id, 23);
    const stillHeld = await adjustAccount(maker, checking.id, 1);
    expect(stillHeld.status).toBe(202);
    expect(stillHeld.body).toMatchObject({ approvalReason: 'makerTotal', rollingTotalCents: SPLIT });

    await agePostingHours(checking.id, 2);
    expect((await adjustAccount(maker, checking.id, SPLIT)).status).toBe(201);
    expect((await adjustAccount(secondMaker, checking.id, 1)).status).toBe(202);
    expect(await balanceOf(customer, checking.id)).toBe(checking.balanceCents + 2 * SPLIT);
    await expectLedgerInvariant(customer.userId);
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
