import { describe, expect, it } from 'vitest';
import { sandboxAccountPlans } from '../onboarding/sandbox-accounts';
import { planBusyHistory } from './busy-scenario';
import { BUSY_HISTORY_DAYS } from './busy-scenario-days';

const DAY_MS = 24 * 60 * 60 * 1000;
const openedAt = Date.UTC(2026, 0, 15, 10, 30);

describe('planBusyHistory', () => {
  const events = planBusyHistory(openedAt);
  const postings = events.flatMap((event) => event.postings);

  it('spreads about 50 entries over the days after the opening, oldest first, each at its own moment', () => {
    expect(postings.length).toBeGreaterThanOrEqual(40);
    expect(postings.length).toBeLessThanOrEqual(70);
    const times = events.map((event) => event.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(times[0]).toBeGreaterThan(openedAt);
    expect(times.at(-1)).toBeLessThan(openedAt + BUSY_HISTORY_DAYS * DAY_MS - 12 * 60 * 60 * 1000);
  });

  it('moves money in and out of every account, transfers both ways, with fees and interest', () => {
    const types = new Set(postings.map((posting) => posting.type));
    for (const type of ['deposit', 'payment', 'withdrawal', 'transfer', 'fee', 'interest']) expect(types).toContain(type);
    for (const account of ['checking', 'savings', 'investment'] as const) {
      expect(postings.some((posting) => posting.account === account && posting.amountCents > 0), account).toBe(true);
    }
    const transfers = events.filter((event) => event.transfer);
    expect(transfers.map((event) => event.postings.reduce((sum, posting) => sum + posting.amountCents, 0))).toEqual(transfers.map(() => 0));
    expect(new Set(transfers.map((event) => event.postings.find((posting) => posting.amountCents < 0)!.account)).size).toBeGreaterThan(1);
  });

  it('never takes an account below zero from the balances every customer opens with', () => {
    const balances = Object.fromEntries(sandboxAccountPlans.map((plan) => [plan.type, plan.finalBalanceCents])) as Record<string, number>;
    for (const posting of postings) {
      balances[posting.account] = (balances[posting.account] ?? 0) + posting.amountCents;
      expect(balances[posting.account], posting.description).toBeGreaterThan(0);
    }
  });

  it('is the same history for any opening, moved in time', () => {
    const later = planBusyHistory(openedAt + 7 * DAY_MS);
    expect(later.map((event) => ({ ...event, at: event.at - 7 * DAY_MS }))).toEqual(events);
  });
});
