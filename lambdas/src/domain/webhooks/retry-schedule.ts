import { WEBHOOK_RETRY_DAYS } from '@sandbank/shared/schemas/webhook';

/*
 * When a failed delivery is tried again: about a minute after the first failure, then further and
 * further apart (a receiver that is down for a deploy gets the event minutes later, one down for
 * a day still gets it), until WEBHOOK_RETRY_DAYS after the first attempt, when it is given up.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, … failed attempt; the last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR];

export const RETRY_WINDOW_MS = WEBHOOK_RETRY_DAYS * 24 * HOUR;

/**
 * When to attempt again after the `attempts`-th attempt failed at `now`, or null to give up: the
 * last attempt is made right at the end of the window, none after it.
 */
export function nextAttemptAfterFailure(attempts: number, firstAttemptAt: number, now: number): number | null {
  const deadline = firstAttemptAt + RETRY_WINDOW_MS;
  if (now >= deadline) return null;
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  return Math.min(now + delay, deadline);
}
