import type { ApprovalReason } from '@sandbank/shared/schemas/posting-request';
import { countPostingHour, postingHoursBetween, type PostingHourRecord } from '../../data/entities/posting-hour';
import type { TransactItem } from '../../data/transact';

/*
 * When a back-office posting waits for a second administrator (docs/security.md, "Maker-checker").
 * The threshold applies to the posting's amount, and to it added to what was posted to the same
 * account at once — by its maker, and by all administrators — over a rolling 24 hours, so that
 * splitting a large amount into small postings, alone or with another administrator, waits as
 * the large one would. Amounts count absolute: a split debit drains an account as surely as a
 * split credit fills it. Postings a second administrator approved do not count: they were checked
 * in full already, and counting them would send every small posting to that account to the queue
 * for a day without making anything safer.
 *
 * The totals live in hourly items per account and maker (data/entities/posting-hour.ts), written
 * in the posting's own transaction. The window is every hour that overlaps the last 24 hours, so
 * a posting counts for at least 24 hours and less than 25.
 */

const HOUR_MS = 60 * 60 * 1000;
const ROLLING_WINDOW_HOURS = 24;

/** The start of the hour `time` falls in, ISO 8601. */
const hourStartOf = (time: number) => new Date(Math.floor(time / HOUR_MS) * HOUR_MS).toISOString();

/** The hours the window at `now` reads, first and last (hour starts): every hour overlapping the last 24 hours. */
export function rollingWindow(now: Date): { firstHour: string; lastHour: string } {
  return { firstHour: hourStartOf(now.getTime() - ROLLING_WINDOW_HOURS * HOUR_MS), lastHour: hourStartOf(now.getTime()) };
}

/** Until when an hour's item is read (epoch seconds, its TTL): the end of the last window that overlaps it. */
export const hourReadUntil = (hourStart: string): number => Math.floor((Date.parse(hourStart) + (ROLLING_WINDOW_HOURS + 1) * HOUR_MS) / 1000);

/** What was posted at once to the account in the window: by the maker, and by everyone (the maker included). */
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

/** Why a posting waits, and the rolling total its amount was added to (null when the amount alone did it). */
export interface ApprovalWait {
  reason: ApprovalReason;
  rollingTotalCents: number | null;
}

/**
 * The rule: a posting waits when its amount alone, or with a rolling total, reaches the threshold.
 * One threshold holds for both totals, so the account's (which includes the maker's) decides; the
 * maker's own is named first, as the likelier story of a split.
 */
export function approvalWait(amountCents: number, totals: RollingTotals, thresholdCents: number): ApprovalWait | null {
  if (amountCents >= thresholdCents) return { reason: 'amount', rollingTotalCents: null };
  if (amountCents + totals.makerCents >= thresholdCents) return { reason: 'makerTotal', rollingTotalCents: totals.makerCents };
  if (amountCents + totals.accountCents >= thresholdCents) return { reason: 'accountTotal', rollingTotalCents: totals.accountCents };
  return null;
}

/** What the threshold says of one posting: whether it waits, and otherwise its count, to write in its own transaction. */
export type ThresholdCheck = { wait: ApprovalWait } | { wait: null; count: TransactItem };

/**
 * Checks a posting against the threshold at `now`. Read it after the account the posting is
 * pinned to: every counted posting moved that account's version in the transaction that counted
 * it, so if the posting commits on the version read, no posting was counted after this read and
 * the totals were exact; if another came in between, the posting fails, and its next attempt reads again.
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
