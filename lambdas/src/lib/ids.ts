import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let lastTime = -1;
let lastRandom: number[] = [];

/**
 * A ULID: 48 bits of time then 80 random bits, in Crockford base 32. Ids made later sort later,
 * which lets transaction ids double as the newest-first sort key. Within one millisecond the
 * random part is incremented so ids made by one process stay strictly ordered.
 */
export function newId(now = Date.now()): string {
  let random: number[];
  if (now <= lastTime) {
    random = increment(lastRandom);
    now = lastTime;
  } else {
    const bytes = randomBytes(16);
    random = Array.from({ length: 16 }, (_, index) => (bytes[index] ?? 0) % 32);
  }
  lastTime = now;
  lastRandom = random;
  let time = '';
  let remaining = now;
  for (let index = 0; index < 10; index += 1) {
    time = ALPHABET[remaining % 32] + time;
    remaining = Math.floor(remaining / 32);
  }
  return time + random.map((digit) => ALPHABET[digit]).join('');
}

/**
 * A ULID made at `epochMilliseconds`, whatever ids this process made before (newId never goes
 * back in time): for records dated in the past, such as a scenario's history. Its random
 * part is fresh, so ids made this way sort by time only when their milliseconds differ.
 */
export function idAt(epochMilliseconds: number): string {
  const bytes = randomBytes(16);
  return idBoundsAt(epochMilliseconds).first.slice(0, 10) + Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
}

function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let index = next.length - 1; index >= 0; index -= 1) {
    if ((next[index] ?? 0) < 31) {
      next[index] = (next[index] ?? 0) + 1;
      return next;
    }
    next[index] = 0;
  }
  return next;
}

/** Bounds below and above every id, for open-ended key ranges. */
export const LOWEST_ID = '0'.repeat(26);
export const HIGHEST_ID = 'Z'.repeat(26);

/** The smallest and largest ULIDs of a millisecond: bounds for time-range key conditions. */
export function idBoundsAt(epochMilliseconds: number): { first: string; last: string } {
  let time = '';
  let remaining = Math.max(0, Math.floor(epochMilliseconds));
  for (let index = 0; index < 10; index += 1) {
    time = ALPHABET[remaining % 32] + time;
    remaining = Math.floor(remaining / 32);
  }
  return { first: `${time}${'0'.repeat(16)}`, last: `${time}${'Z'.repeat(16)}` };
}

/** The millisecond an id was made in (its first ten characters). */
export function timeOfId(id: string): number {
  let time = 0;
  for (const character of id.slice(0, 10)) time = time * 32 + ALPHABET.indexOf(character);
  return time;
}

/** The UTC calendar month, YYYY-MM, an id was made in: the month its entry belongs to. */
export const monthOfId = (id: string): string => new Date(timeOfId(id)).toISOString().slice(0, 7);
