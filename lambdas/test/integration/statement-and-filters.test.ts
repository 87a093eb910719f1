import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountsOf, checkingOf, historyOf, newAccountHolder, transfer } from './support/banking';
import { newUser, type TestUser } from './support/users';

/** The UTC day and month the customer's entries were written on (not "now": a test may straddle midnight). */
const dayOf = (entries: any[]) => (entries[0].createdAt as string).slice(0, 10);
const monthOf = (entries: any[]) => dayOf(entries).slice(0, 7);

describe('history filters', () => {
  let customer: TestUser;
  let day: string;

  beforeAll(async () => {
    const recipient = await newAccountHolder();
    customer = await newUser();
    const checking = await checkingOf(customer);
    await transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 123, note: 'Concert tickets' });
    const entries = await historyOf(customer);
    expect(dayOf(entries)).toBe(dayOf(entries.slice(-1)));
    day = dayOf(entries);
  });

  it('finds entries by text in the description or note, case-insensitively', async () => {
    expect((await historyOf(customer, { q: 'ATM' })).map((entry) => entry.description)).toEqual(['Sample ATM withdrawal']);
    expect((await historyOf(customer, { q: 'concert' })).map((entry) => entry.amountCents)).toEqual([-123]);
    expect(await historyOf(customer, { q: 'no such words' })).toEqual([]);
  });

  it('limits the history to a date range', async () => {
    expect(await historyOf(customer, { from: day, to: day })).toHaveLength(8);
    expect(await historyOf(customer, { from: '2001-01-01', to: '2001-12-31' })).toEqual([]);
    expect(await historyOf(customer, { from: '2999-01-01' })).toEqual([]);
  });

  it('combines type, text and dates', async () => {
    const deposits = await historyOf(customer, { type: 'deposit', q: 'sample', from: day });
    expect(deposits.map((entry) => entry.description)).toEqual(['Sample mobile deposit', 'Sample payroll deposit']);
  });

  it('filters by direction (money in, money out) and by account, combined with the type', async () => {
    const moneyIn = await historyOf(customer, { direction: 'in' });
    const moneyOut = await historyOf(customer, { direction: 'out' });
    expect(moneyIn).toHaveLength(5);
    expect(moneyIn.every((entry) => entry.amountCents > 0)).toBe(true);
    expect(moneyOut.map((entry) => entry.amountCents)).toEqual([-123, -50_000, -20_000]);
    expect((await historyOf(customer, { direction: 'out', type: 'transfer' })).map((entry) => entry.amountCents)).toEqual([-123, -50_000]);

    const accounts = await accountsOf(customer);
    const savings = accounts.find((account) => account.type === 'savings')!;
    const checking = accounts.find((account) => account.type === 'checking')!;
    expect((await historyOf(customer, { accountId: savings.id })).map((entry) => entry.description)).toEqual(['Opening balance']);
    expect(await historyOf(customer, { accountId: checking.id })).toHaveLength(6);
    expect(await historyOf(customer, { accountId: checking.id, direction: 'in', q: 'payroll' })).toHaveLength(1);
    // Another customer's account matches nothing of this customer's history.
    const stranger = await checkingOf(await newUser());
    expect(await historyOf(customer, { accountId: stranger.id })).toEqual([]);
  });

  it.each([
    [{ direction: 'sideways' }],
    [{ accountId: 'not-an-id' }],
    [{ from: '2026-13-01' }],
    [{ from: '2026-05-02', to: '2026-05-01' }],
    [{ q: 'x'.repeat(101) }],
  ])('rejects %j', async (query) => {
    const response = await callApi('listMyTransactions', { token: customer.accessToken, query });
    expect(response.status).toBe(400);
  });
});

describe('monthly statements', () => {
  it('reconciles: opening balance + the month entries = closing balance = the account balance', async () => {
    const [customer, recipient] = await Promise.all([newUser(), newAccountHolder()]);
    const checking = await checkingOf(customer);
    await transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 5_000 });
    const { status, body } = await callApi('getAccountStatement', {
      token: customer.accessToken,
      params: { accountId: checking.id },
      query: { month: monthOf(await historyOf(customer)) },
    });
    expect(status).toBe(200);
    expect(body.openingBalanceCents).toBe(0);
    expect(body.entries).toHaveLength(6);
    const sum = body.entries.reduce((total: number, entry: any) => total + entry.amountCents, 0);
    expect(body.closingBalanceCents).toBe(body.openingBalanceCents + sum);
    expect(body.closingBalanceCents).toBe((await checkingOf(customer)).balanceCents);
    expect(body.totalCreditsCents + body.totalDebitsCents).toBe(sum);
  });

  it('carries earlier months into the opening balance of a later month', async () => {
    const customer = await newUser();
    const checking = await checkingOf(customer);
    const next = new Date(`${monthOf(await historyOf(customer))}-01T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const { body } = await callApi('getAccountStatement', {
      token: customer.accessToken,
      params: { accountId: checking.id },
      query: { month: next.toISOString().slice(0, 7) },
    });
    expect(body).toMatchObject({ openingBalanceCents: checking.balanceCents, closingBalanceCents: checking.balanceCents, entries: [] });
  });

  it('downloads as CSV with the opening balance, every entry and the closing balance', async () => {
    const customer = await newUser();
    const savings = (await accountsOf(customer)).find((account) => account.type === 'savings')!;
    const month = monthOf(await historyOf(customer));
    const response = await callApi<string>('getAccountStatement', {
      token: customer.accessToken,
      params: { accountId: savings.id },
      query: { month, format: 'csv' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`statement-${savings.number}-${month}.csv`);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toContain('Opening balance,0.00');
    expect(lines.some((line) => line.includes('Opening balance,deposit,completed,45231.89'))).toBe(true);
    expect(lines.at(-1)).toBe('Closing balance,45231.89');
  });

  it("answers 404 for another customer's account and 400 for a bad month", async () => {
    const [customer, stranger] = await Promise.all([newUser(), newUser()]);
    const checking = await checkingOf(customer);
    const theirs = await callApi('getAccountStatement', {
      token: stranger.accessToken,
      params: { accountId: checking.id },
      query: { month: '2026-01' },
    });
    expect(theirs.status).toBe(404);
    const badMonth = await callApi('getAccountStatement', {
      token: customer.accessToken,
      params: { accountId: checking.id },
      query: { month: '2026-13' },
    });
    expect(badMonth.status).toBe(400);
  });
});
