import { describe, expect, it } from 'vitest';
import { planSandboxOpening } from './sandbox-accounts';

describe('planSandboxOpening', () => {
  const plan = planSandboxOpening('user-1', new Date('2026-03-01T12:00:00Z'), null);

  it('opens checking, savings and investment with the published balances and rates', () => {
    expect(plan.accounts.map((account) => [account.type, account.balanceCents, account.interestRate])).toEqual([
      ['checking', 1_284_752, 0.01],
      ['savings', 4_523_189, 0.025],
      ['investment', 7_894_512, 0.05],
    ]);
  });

  it('gives every account entries that add up to its balance (the ledger invariant)', () => {
    for (const account of plan.accounts) {
      const sum = plan.entries
        .filter((entry) => entry.accountId === account.id)
        .reduce((total, entry) => total + entry.amountCents, 0);
      expect(sum).toBe(account.balanceCents);
    }
  });

  it('writes the opening deposit first, then the four checking samples in order', () => {
    const checking = plan.accounts[0]!;
    const entries = plan.entries.filter((entry) => entry.accountId === checking.id);
    expect(entries.map((entry) => [entry.type, entry.amountCents])).toEqual([
      ['deposit', 909_752],
      ['deposit', 320_000],
      ['withdrawal', -20_000],
      ['transfer', -50_000],
      ['deposit', 125_000],
    ]);
    expect(entries[0]?.description).toBe('Opening balance');
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort());
  });

  it('issues account numbers with the type prefix', () => {
    expect(plan.accounts.map((account) => account.number)).toEqual([
      expect.stringMatching(/^CHK\d{10}$/),
      expect.stringMatching(/^SAV\d{10}$/),
      expect.stringMatching(/^INV\d{10}$/),
    ]);
  });

  it('records the island only on the accounts of an island holder', () => {
    expect(plan.accounts.every((account) => !('island' in account))).toBe(true);
    const island = planSandboxOpening('user-2', new Date('2026-03-01T12:00:00Z'), 'sandbox');
    expect(island.accounts.map((account) => account.island)).toEqual(['sandbox', 'sandbox', 'sandbox']);
  });
});
