import { describe, expect, it } from 'vitest';
import { summarizeAccounts } from './summarize-accounts';

describe('summarizeAccounts', () => {
  it('adds up balances and pending amounts in cents', () => {
    expect(
      summarizeAccounts([
        { balanceCents: 1_284_752, pendingCents: 0 },
        { balanceCents: 4_523_189, pendingCents: -102_500 },
        { balanceCents: 7_894_512, pendingCents: 0 },
      ]),
    ).toEqual({ totalBalanceCents: 13_702_453, pendingHoldsCents: -102_500 });
  });

  it('is zero for no accounts', () => {
    expect(summarizeAccounts([])).toEqual({ totalBalanceCents: 0, pendingHoldsCents: 0 });
  });
});
