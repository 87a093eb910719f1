import { countsTowardsBalance, type Transaction } from '@sandbank/shared';

export interface BalancePoint {
  /** Local calendar day, 'YYYY-MM-DD'. */
  day: string;
  /** Balance at the end of that day. */
  balanceCents: number;
}

const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * End-of-day balances for the last `days` days (oldest first, today last), worked backwards from
 * today's balance: the balance at the end of a day is today's balance minus every counted entry
 * made after that day. `transactions` must include every entry of the period.
 */
export function balanceSeries(input: {
  currentBalanceCents: number;
  transactions: readonly Pick<Transaction, 'amountCents' | 'status' | 'createdAt'>[];
  now: Date;
  days?: number;
}): BalancePoint[] {
  const days = input.days ?? 30;
  const entries = input.transactions
    .filter(countsTowardsBalance)
    .map((transaction) => ({ at: Date.parse(transaction.createdAt), amountCents: transaction.amountCents }));

  const points: BalancePoint[] = [];
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
    const dayStart = new Date(input.now.getFullYear(), input.now.getMonth(), input.now.getDate() - daysAgo);
    const nextDayStart = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate() + 1).getTime();
    const laterMovement = entries
      .filter((entry) => entry.at >= nextDayStart)
      .reduce((sum, entry) => sum + entry.amountCents, 0);
    points.push({ day: localDay(dayStart), balanceCents: input.currentBalanceCents - laterMovement });
  }
  return points;
}

/**
 * The series from the first day the accounts held money: the empty days before a new customer's
 * accounts opened are not part of their history (a line at zero, then a jump, would read as a
 * deposit). A series that never held money is kept whole.
 */
export function fromFirstBalance(points: readonly BalancePoint[]): readonly BalancePoint[] {
  const first = points.findIndex((point) => point.balanceCents !== 0);
  return first <= 0 ? points : points.slice(first);
}
