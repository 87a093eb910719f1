import { describe, expect, it } from 'vitest';
import { expiryPhrase, formatTimeLeft } from './time-left';

const minutes = (count: number) => count * 60_000;

describe('formatTimeLeft', () => {
  it('counts down in the two largest units, never rounding up', () => {
    expect(formatTimeLeft(minutes(7 * 24 * 60))).toBe('7 d');
    expect(formatTimeLeft(minutes(2 * 24 * 60 + 5 * 60 + 59))).toBe('2 d 5 h');
    expect(formatTimeLeft(minutes(24 * 60) - 1)).toBe('23 h 59 min');
    expect(formatTimeLeft(minutes(180))).toBe('3 h');
    expect(formatTimeLeft(minutes(42) + 59_000)).toBe('42 min');
    expect(formatTimeLeft(59_999)).toBe('less than a minute');
  });

  it('has a short form for a phone, in the largest unit alone', () => {
    expect(formatTimeLeft(minutes(2 * 24 * 60 + 5 * 60), 'short')).toBe('2d');
    expect(formatTimeLeft(minutes(23 * 60 + 59), 'short')).toBe('23h');
    expect(formatTimeLeft(minutes(42), 'short')).toBe('42m');
    expect(formatTimeLeft(1_000, 'short')).toBe('<1m');
  });

  it('is null once the time is up', () => {
    expect(formatTimeLeft(0)).toBeNull();
    expect(formatTimeLeft(-5_000)).toBeNull();
  });
});

describe('expiryPhrase', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('says when the test customer expires, or that it has', () => {
    expect(expiryPhrase('2026-03-02T11:30:00Z', now)).toBe('expires in 23 h 30 min');
    expect(expiryPhrase('2026-03-02T11:30:00Z', now, 'short')).toBe('23h');
    expect(expiryPhrase('2026-03-01T12:00:00Z', now)).toBe('expired');
  });
});
