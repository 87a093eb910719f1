import { describe, expect, it } from 'vitest';
import { apiMessages } from '../messages';
import { AMOUNT_DECIMALS_MESSAGE, AmountCents, typedAmountProblem } from './amount';

const messageOf = (input: unknown) => {
  const parsed = AmountCents.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('AmountCents', () => {
  it('takes a positive whole number of cents up to the limit', () => {
    expect(AmountCents.safeParse(1).success).toBe(true);
    expect(AmountCents.safeParse(1_000_000_000).success).toBe(true);
  });

  it('says a fraction of a cent has too many decimals', () => {
    expect(messageOf(12_345.6)).toBe(AMOUNT_DECIMALS_MESSAGE);
    expect(messageOf(0.5)).toBe(AMOUNT_DECIMALS_MESSAGE);
  });

  it('refuses anything else as not a positive amount', () => {
    for (const input of [0, -100, 1_000_000_001, '100', Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(messageOf(input), String(input)).toBe(apiMessages.invalidAmount);
    }
  });
});

describe('typedAmountProblem', () => {
  it('has none for an amount that reads as cents', () => {
    for (const text of ['12', '12.5', '1,234.56', ' 0.01 ', '0']) expect(typedAmountProblem(text), text).toBeNull();
  });

  it('says an amount with more than two decimals allows at most two', () => {
    for (const text of ['123.456', '1,234.5678', '0.001', ' 5.000 ']) expect(typedAmountProblem(text), text).toBe(AMOUNT_DECIMALS_MESSAGE);
  });

  it('refuses what is not an amount as the API does', () => {
    for (const text of ['', 'abc', '-5', '1.2.3', '12.', '.5']) expect(typedAmountProblem(text), text).toBe(apiMessages.invalidAmount);
  });
});
