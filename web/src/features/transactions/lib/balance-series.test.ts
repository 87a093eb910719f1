import { describe, expect, it } from 'vitest';
import { balanceSeries, fromFirstBalance } from './balance-series';

const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).toISOString();

describe('balanceSeries', () => {
  const now = new Date(2025, 5, 30, 15, 0);

  it('ends with today’s balance and has one point per day, oldest first', () => {
    const series = balanceSeries({ currentBalanceCents: 10_000, transactions: [], now });
    expect(series).toHaveLength(30);
    expect(series[0]?.day).toBe('2025-06-01');
    expect(series.at(-1)).toEqual({ day: '2025-06-30', balanceCents: 10_000 });
    expect(series.every((point) => point.balanceCents === 10_000)).toBe(true);
  });

  it('works backwards through completed and pending entries', () => {
    const series = balanceSeries({
      currentBalanceCents: 100_000,
      now,
      days: 5,
      transactions: [
        { amountCents: 20_000, status: 'completed', createdAt: at(2025, 6, 30, 9) },
        { amountCents: -5_000, status: 'pending', createdAt: at(2025, 6, 28) },
        { amountCents: 1_000, status: 'completed', createdAt: at(2025, 6, 27, 0) },
      ],
    });
    expect(series).toEqual([
      { day: '2025-06-26', balanceCents: 84_000 },
      { day: '2025-06-27', balanceCents: 85_000 },
      { day: '2025-06-28', balanceCents: 80_000 },
      { day: '2025-06-29', balanceCents: 80_000 },
      { day: '2025-06-30', balanceCents: 100_000 },
    ]);
  });

  it('ignores failed entries, which never changed the balance', () => {
    const series = balanceSeries({
      currentBalanceCents: 5_000,
      now,
      days: 2,
      transactions: [{ amountCents: -2_500, status: 'failed', createdAt: at(2025, 6, 30) }],
    });
    expect(series.map((point) => point.balanceCents)).toEqual([5_000, 5_000]);
  });
});

describe('fromFirstBalance', () => {
  const point = (day: number, balanceCents: number) => ({ day: `2025-06-${String(day).padStart(2, '0')}`, balanceCents });

  it('starts on the first day with money, so accounts opened today leave today alone', () => {
    expect(fromFirstBalance([point(28, 0), point(29, 0), point(30, 137_024)])).toEqual([point(30, 137_024)]);
    expect(fromFirstBalance([point(27, 0), point(28, 500), point(29, 0), point(30, 700)])).toEqual([point(28, 500), point(29, 0), point(30, 700)]);
  });

  it('keeps a series that held money from its first day, and one that never held any', () => {
    const held = [point(29, 100), point(30, 0)];
    expect(fromFirstBalance(held)).toBe(held);
    const empty = [point(29, 0), point(30, 0)];
    expect(fromFirstBalance(empty)).toBe(empty);
  });
});
