import { describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { expectLedgerInvariant } from './support/ledger';
import { newUser } from './support/users';

const publishedBalances = [
  ['checking', 1_284_752],
  ['savings', 4_523_189],
  ['investment', 7_894_512],
];

describe('opening the sandbox accounts', () => {
  it('opens checking, savings and investment with the published balances on the first call', async () => {
    const customer = await newUser();
    const { status, body } = await callApi('listMyAccounts', { token: customer.accessToken });
    expect(status).toBe(200);
    expect(body.items.map((account: any) => [account.type, account.balanceCents])).toEqual(publishedBalances);
    expect(body.items.map((account: any) => account.number)).toEqual([
      expect.stringMatching(/^CHK\d{10}$/),
      expect.stringMatching(/^SAV\d{10}$/),
      expect.stringMatching(/^INV\d{10}$/),
    ]);
    await expectLedgerInvariant(customer.userId);
  });

  it('opens them on whichever request comes first, together with the profile', async () => {
    const customer = await newUser({ firstName: 'First', lastName: 'Request' });
    const profile = await callApi('getMe', { token: customer.accessToken });
    expect(profile.body).toMatchObject({ email: customer.email, firstName: 'First', lastName: 'Request' });
    const history = await callApi('listMyTransactions', { token: customer.accessToken, query: { limit: '100' } });
    expect(history.body.items).toHaveLength(7);
    await expectLedgerInvariant(customer.userId);
  });

  it('does not open them again on later calls', async () => {
    const customer = await newUser();
    const first = await callApi('listMyAccounts', { token: customer.accessToken });
    const second = await callApi('listMyAccounts', { token: customer.accessToken });
    expect(second.body.items).toEqual(first.body.items);
    const history = await callApi('listMyTransactions', { token: customer.accessToken, query: { limit: '100' } });
    expect(history.body.items).toHaveLength(7);
  });

  it('opens them exactly once when ten first requests arrive at the same time', async () => {
    const customer = await newUser();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => callApi('listMyAccounts', { token: customer.accessToken })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const accountIds = responses.map((response) => response.body.items.map((account: any) => account.id).join(','));
    expect(new Set(accountIds).size).toBe(1);
    expect(responses[0]!.body.items.map((account: any) => account.balanceCents)).toEqual(
      publishedBalances.map(([, cents]) => cents),
    );
    const history = await callApi('listMyTransactions', { token: customer.accessToken, query: { limit: '100' } });
    expect(history.body.items).toHaveLength(7);
    await expectLedgerInvariant(customer.userId);
  });

  it("writes the opening balances and the checking account's four samples", async () => {
    const customer = await newUser();
    const accounts = (await callApi('listMyAccounts', { token: customer.accessToken })).body.items;
    const history = (await callApi('listMyTransactions', { token: customer.accessToken, query: { limit: '100' } })).body.items;
    const checking = accounts[0];
    const checkingEntries = history.filter((entry: any) => entry.accountId === checking.id).reverse();
    expect(checkingEntries.map((entry: any) => [entry.type, entry.amountCents, entry.status])).toEqual([
      ['deposit', 909_752, 'completed'],
      ['deposit', 320_000, 'completed'],
      ['withdrawal', -20_000, 'completed'],
      ['transfer', -50_000, 'completed'],
      ['deposit', 125_000, 'completed'],
    ]);
    expect(checkingEntries[0].description).toBe('Opening balance');
  });

  it("never shows one customer another customer's accounts", async () => {
    const [first, second] = await Promise.all([newUser(), newUser()]);
    const firstAccounts = (await callApi('listMyAccounts', { token: first.accessToken })).body.items;
    const secondAccounts = (await callApi('listMyAccounts', { token: second.accessToken })).body.items;
    const firstIds = new Set(firstAccounts.map((account: any) => account.id));
    expect(secondAccounts.some((account: any) => firstIds.has(account.id))).toBe(false);
  });
});
