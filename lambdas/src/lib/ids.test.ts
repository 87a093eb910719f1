import { describe, expect, it } from 'vitest';
import { Id } from '@sandbank/shared';
import { idAt, idBoundsAt, monthOfId, newId, timeOfId } from './ids';

describe('newId', () => {
  it('makes valid, strictly increasing ids even within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => newId(1_700_000_000_000));
    for (const id of ids) expect(Id.safeParse(id).success).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never goes backwards when the clock does', () => {
    const later = newId(2_000_000_000_000);
    expect(newId(1_900_000_000_000) > later).toBe(true);
  });

  it('gives each millisecond a range of ids that sorts after the previous one', () => {
    const earlier = idBoundsAt(1_800_000_000_000);
    const later = idBoundsAt(1_800_000_000_001);
    expect(earlier.last < later.first).toBe(true);
  });
});

describe('timeOfId', () => {
  it('reads back the millisecond an id was made in, and its UTC month', () => {
    const moment = Date.UTC(2026, 0, 31, 23, 59, 59, 999);
    expect(timeOfId(idBoundsAt(moment).first)).toBe(moment);
    // Later than any clock the tests above set, so the id keeps the time it is given.
    expect(timeOfId(newId(3_000_000_000_000))).toBe(3_000_000_000_000);
    expect(monthOfId(idBoundsAt(moment).last)).toBe('2026-01');
    expect(monthOfId(idBoundsAt(moment + 1).first)).toBe('2026-02');
  });
});

describe('idAt', () => {
  it('makes an id at a moment in the past, even after newer ids, without holding newId back', () => {
    const now = newId();
    const past = Date.UTC(2026, 0, 31, 23, 59, 59, 999);
    const id = idAt(past);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(timeOfId(id)).toBe(past);
    expect(monthOfId(id)).toBe('2026-01');
    expect(id < now).toBe(true);
    expect(timeOfId(newId())).toBeGreaterThanOrEqual(timeOfId(now));
  });

  it('sorts ids made a millisecond apart by time', () => {
    const start = Date.UTC(2026, 4, 1);
    const ids = Array.from({ length: 20 }, (_, index) => idAt(start + index));
    expect([...ids].sort()).toEqual(ids);
  });

  it('draws a fresh random part for every id, across many refills of its random bytes', () => {
    const moment = Date.UTC(2026, 4, 1);
    const randomParts = Array.from({ length: 2_000 }, () => idAt(moment).slice(10));
    expect(new Set(randomParts).size).toBe(randomParts.length);
    // Every character of the alphabet turns up in the random parts: the bytes are spread, not stuck.
    expect(new Set(randomParts.join('')).size).toBe(32);
  });
});
