import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatCents, parseAmountToCents } from './money';

describe('parseAmountToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.34', 1234],
    ['0.01', 1],
    ['1,234.56', 123456],
    [' 7 ', 700],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '12.', '.5'])('rejects %j', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });

  it('avoids floating point error on amounts like 0.29 and 1.15', () => {
    expect(parseAmountToCents('0.29')).toBe(29);
    expect(parseAmountToCents('1.15')).toBe(115);
  });
});

describe('formatting', () => {
  it('formats cents as US dollars with grouping', () => {
    expect(formatCents(1_284_752)).toBe('$12,847.52');
    expect(formatCents(-20_000)).toBe('-$200.00');
  });

  it('shows the sign of credits and debits when asked', () => {
    expect(formatCents(125_000, { signed: true })).toBe('+$1,250.00');
    expect(formatCents(-50_000, { signed: true })).toBe('-$500.00');
  });

  it('writes plain decimals for inputs and CSV', () => {
    expect(centsToDecimalString(-1234)).toBe('-12.34');
    expect(centsToDecimalString(5)).toBe('0.05');
  });
});
