import { WEBHOOK_RETRY_DAYS } from '@sandbank/shared/schemas/webhook';

/*
 * Further and further apart, so a receiver down for a deploy gets the event minutes later and one down for a day
 * still gets it, until WEBHOOK_RETRY_DAYS.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR];

export const RETRY_WINDOW_MS = WEBHOOK_RETRY_DAYS * 24 * HOUR;

/** The last attempt is made right at the end of the window, none after it. */
export function nextAttemptAfterFailure(attempts: number, firstAttemptAt: number, now: number): number | null {
  const deadline = firstAttemptAt + RETRY_WINDOW_MS;
  if (now >= deadline) return null;
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  return Math.min(now + delay, deadline);
}
