import type { ApprovalReason } from '@sandbank/shared/schemas/posting-request';
import { countPostingHour, postingHoursBetween, type PostingHourRecord } from '../../data/entities/posting-hour';
import type { TransactItem } from '../../data/transact';

/*
 * The threshold applies to the amount, and to it added to what the maker and all administrators posted to the
 * account at once over a rolling 24 hours, so splitting a large amount waits as the large one would. Amounts
 * count absolute; approved postings do not count, as they were checked in full. The window is every hour
 * overlapping the last 24, so a posting counts for at least 24 hours and less than 25.
 */

const HOUR_MS = 60 * 60 * 1000;
const ROLLING_WINDOW_HOURS = 24;

const hourStartOf = (time: number) => new Date(Math.floor(time / HOUR_MS) * HOUR_MS).toISOString();

export function rollingWindow(now: Date): { firstHour: string; lastHour: string } {
  return { firstHour: hourStartOf(now.getTime() - ROLLING_WINDOW_HOURS * HOUR_MS), lastHour: hourStartOf(now.getTime()) };
}

/** Its TTL: the end of the last window that overlaps it. */
export const hourReadUntil = (hourStart: string): number => Math.floor((Date.parse(hourStart) + (ROLLING_WINDOW_HOURS + 1) * HOUR_MS) / 1000);

export interface RollingTotals {
  makerCents: number;
  accountCents: number;
}

export function rollingTotalsOf(hours: readonly PostingHourRecord[], makerId: string): RollingTotals {
  let makerCents = 0;
  let accountCents = 0;
  for (const hour of hours) {
    accountCents += hour.postedCents;
    if (hour.makerId === makerId) makerCents += hour.postedCents;
  }
  return { makerCents, accountCents };
}

/** Null rolling total when the amount alone did it. */
export interface ApprovalWait {
  reason: ApprovalReason;
  rollingTotalCents: number | null;
}

/** The account's total includes the maker's, so it decides; the maker's is named first as the likelier story of a split. */
export function approvalWait(amountCents: number, totals: RollingTotals, thresholdCents: number): ApprovalWait | null {
  if (amountCents >= thresholdCents) return { reason: 'amount', rollingTotalCents: null };
  if (amountCents + totals.makerCents >= thresholdCents) return { reason: 'makerTotal', rollingTotalCents: totals.makerCents };
  if (amountCents + totals.accountCents >= thresholdCents) return { reason: 'accountTotal', rollingTotalCents: totals.accountCents };
  return null;
}

export type ThresholdCheck = { wait: ApprovalWait } | { wait: null; count: TransactItem };

/**
 * Read after the account the posting is pinned to: every counted posting moved that account's version, so if the
 * posting commits on the version read the totals were exact; otherwise it fails and reads again.
 */
export async function checkThreshold(posting: { accountId: string; makerId: string; amountCents: number }, thresholdCents: number, now: Date): Promise<ThresholdCheck> {
  const alone = approvalWait(posting.amountCents, { makerCents: 0, accountCents: 0 }, thresholdCents);
  if (alone) return { wait: alone };
  const { firstHour, lastHour } = rollingWindow(now);
  const totals = rollingTotalsOf(await postingHoursBetween(posting.accountId, firstHour, lastHour), posting.makerId);
  const wait = approvalWait(posting.amountCents, totals, thresholdCents);
  if (wait) return { wait };
  const hour = { accountId: posting.accountId, makerId: posting.makerId, hourStart: lastHour, expiresAt: hourReadUntil(lastHour) };
  return { wait: null, count: countPostingHour(hour, posting.amountCents) };
}
