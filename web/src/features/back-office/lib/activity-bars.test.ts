import { describe, expect, it } from 'vitest';
import { activityBars, activityWeek } from './activity-bars';

describe('activityBars', () => {
  it('scales each day to the busiest one and labels it by weekday and day (UTC)', () => {
    const bars = activityBars([
      { day: '2026-11-16', count: 2, volumeCents: 5_000 },
      { day: '2026-11-17', count: 4, volumeCents: 20_000 },
      { day: '2026-11-18', count: 1, volumeCents: 100 },
    ]);
    expect(bars.map((bar) => [bar.label, bar.volumePercent])).toEqual([
      ['Mon 16', 25],
      ['Tue 17', 100],
      ['Wed 18', 2],
    ]);
  });

  it('draws no bar for a quiet week', () => {
    expect(activityBars([{ day: '2026-11-16', count: 0, volumeCents: 0 }])[0]!.volumePercent).toBe(0);
  });

  it("sums the week and names its busiest day, or none for a quiet week", () => {
    const week = activityWeek(
      activityBars([
        { day: '2026-11-16', count: 2, volumeCents: 5_000 },
        { day: '2026-11-17', count: 4, volumeCents: 20_000 },
        { day: '2026-11-18', count: 1, volumeCents: 100 },
      ]),
    );
    expect(week).toEqual({ count: 7, volumeCents: 25_100, busiest: 'Tue 17' });
    expect(activityWeek(activityBars([{ day: '2026-11-16', count: 3, volumeCents: 0 }]))).toEqual({ count: 3, volumeCents: 0, busiest: null });
  });
});
