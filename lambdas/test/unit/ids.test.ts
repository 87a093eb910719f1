import { describe, expect, it } from 'vitest';
import { Id } from '@sandbank/shared';
import { idBoundsAt, newId } from '../../src/lib/ids';

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
