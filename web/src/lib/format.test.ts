import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, formatDateLabel, humanizeCode } from './format';

describe('formatDateLabel', () => {
  const now = new Date(2025, 2, 14, 9, 30);

  it('says Today for any time on the same local day', () => {
    expect(formatDateLabel(new Date(2025, 2, 14, 0, 1).toISOString(), now)).toBe('Today');
    expect(formatDateLabel(new Date(2025, 2, 14, 23, 59).toISOString(), now)).toBe('Today');
  });

  it('says Yesterday for the previous local day, even late at night', () => {
    expect(formatDateLabel(new Date(2025, 2, 13, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(formatDateLabel(new Date(2025, 2, 13, 0, 0).toISOString(), now)).toBe('Yesterday');
  });

  it('shows month and day for older dates', () => {
    expect(formatDateLabel(new Date(2025, 2, 12, 12, 0).toISOString(), now)).toBe('Mar 12');
    expect(formatDateLabel(new Date(2024, 11, 25, 12, 0).toISOString(), now)).toBe('Dec 25');
  });
});

describe('calendarDaysBetween', () => {
  it('counts calendar days, not 24-hour periods', () => {
    expect(calendarDaysBetween(new Date(2025, 0, 1, 23, 0), new Date(2025, 0, 2, 1, 0))).toBe(1);
    expect(calendarDaysBetween(new Date(2025, 0, 1), new Date(2025, 1, 1))).toBe(31);
  });
});

describe('humanizeCode', () => {
  it('turns snake_case codes into a sentence-case label', () => {
    expect(humanizeCode('wire_transfer')).toBe('Wire transfer');
    expect(humanizeCode('deposit')).toBe('Deposit');
  });
});
