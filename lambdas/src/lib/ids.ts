import { decodeTime, encodeTime, monotonicFactory, ulid } from 'ulid';

/** One process's monotonic ULID source: within a millisecond, or when the clock goes back, it increments the random part. */
const nextMonotonic = monotonicFactory();

/**
 * A ULID: 48 bits of time then 80 random bits, in Crockford base 32. Ids made later sort later,
 * which lets transaction ids double as the newest-first sort key. Within one millisecond the
 * random part is incremented so ids made by one process stay strictly ordered.
 */
export const newId = (now = Date.now()): string => nextMonotonic(now);

/**
 * A ULID made at `epochMilliseconds`, whatever ids this process made before (newId never goes
 * back in time): for records dated in the past, such as a scenario's history. Its random
 * part is fresh, so ids made this way sort by time only when their milliseconds differ.
 */
export const idAt = (epochMilliseconds: number): string => ulid(epochMilliseconds);

/** Bounds below and above every id, for open-ended key ranges. */
export const LOWEST_ID = '0'.repeat(26);
export const HIGHEST_ID = 'Z'.repeat(26);

/** The smallest and largest ULIDs of a millisecond: bounds for time-range key conditions. */
export function idBoundsAt(epochMilliseconds: number): { first: string; last: string } {
  const time = encodeTime(Math.max(0, Math.floor(epochMilliseconds)), 10);
  return { first: `${time}${'0'.repeat(16)}`, last: `${time}${'Z'.repeat(16)}` };
}

/** The millisecond an id was made in (its first ten characters). */
export const timeOfId = (id: string): number => decodeTime(id);

/** The UTC calendar month, YYYY-MM, an id was made in: the month its entry belongs to. */
export const monthOfId = (id: string): string => new Date(timeOfId(id)).toISOString().slice(0, 7);
