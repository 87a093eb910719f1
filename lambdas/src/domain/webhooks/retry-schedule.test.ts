import { describe, expect, it } from 'vitest';
import { nextAttemptAfterFailure, RETRY_WINDOW_MS } from './retry-schedule';

const MINUTE = 60_000;
const first = Date.parse('2026-01-01T00:00:00.000Z');

describe('when a failed delivery is attempted again', () => {
  it('first about a minute later, then further and further apart', () => {
    let now = first;
    const delays: number[] = [];
    for (let attempts = 1; attempts <= 8; attempts += 1) {
      const next = nextAttemptAfterFailure(attempts, first, now)!;
      delays.push((next - now) / MINUTE);
      now = next;
    }
    expect(delays).toEqual([1, 5, 30, 120, 360, 720, 720, 720]);
  });

  it('last right at 3 days after the first attempt, then never', () => {
    const deadline = first + RETRY_WINDOW_MS;
    expect(RETRY_WINDOW_MS).toBe(3 * 24 * 60 * MINUTE);
    expect(nextAttemptAfterFailure(12, first, deadline - MINUTE)).toBe(deadline);
    expect(nextAttemptAfterFailure(13, first, deadline)).toBeNull();
    expect(nextAttemptAfterFailure(2, first, deadline + 1)).toBeNull();
  });

  it('stops after 3 days however the attempts went', () => {
    let now = first;
    let attempts = 1;
    for (let next = nextAttemptAfterFailure(attempts, first, now); next !== null; next = nextAttemptAfterFailure(attempts, first, now)) {
      now = next;
      attempts += 1;
    }
    expect(now).toBe(first + RETRY_WINDOW_MS);
    expect(attempts).toBeLessThan(20);
  });
});
