import { decodeTime, encodeTime, monotonicFactory, ulid } from 'ulid';

/*
 * The random part's bytes come from a pool filled 4 KB at a time: the library's own source asks
 * the system for one byte per character, sixteen calls an id, on every write's path.
 */
const pool = new Uint8Array(4096);
let nextByte = pool.length;
function pooledRandom(): number {
  if (nextByte === pool.length) {
    crypto.getRandomValues(pool);
    nextByte = 0;
  }
  return pool[nextByte++]! / 256;
}

/** Within a millisecond, or when the clock goes back, it increments the random part. */
const nextMonotonic = monotonicFactory(pooledRandom);

/** Ids made later sort later, so transaction ids double as the newest-first sort key. */
export const newId = (now = Date.now()): string => nextMonotonic(now);

/** For records dated in the past; its random part is fresh, so such ids sort by time only when their milliseconds differ. */
export const idAt = (epochMilliseconds: number): string => ulid(epochMilliseconds, pooledRandom);

export const LOWEST_ID = '0'.repeat(26);
export const HIGHEST_ID = 'Z'.repeat(26);

export function idBoundsAt(epochMilliseconds: number): { first: string; last: string } {
  const time = encodeTime(Math.max(0, Math.floor(epochMilliseconds)), 10);
  return { first: `${time}${'0'.repeat(16)}`, last: `${time}${'Z'.repeat(16)}` };
}

export const timeOfId = (id: string): number => decodeTime(id);

export const monthOfId = (id: string): string => new Date(timeOfId(id)).toISOString().slice(0, 7);
