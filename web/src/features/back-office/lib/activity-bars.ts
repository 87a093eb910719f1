import type { DayActivity } from '@sandbank/shared';

export interface ActivityBar extends DayActivity {
  /** Height of the day's volume bar, 0–100 % of the busiest day. */
  volumePercent: number;
  /** Short weekday and day, e.g. 'Mon 17' (UTC, as the days are counted). */
  label: string;
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const dayLabel = (date: Date) => `${weekday.format(date)} ${date.getUTCDate()}`;

/** The chart's bars: each day's volume relative to the busiest day (a day with any volume stays visible). */
export function activityBars(days: readonly DayActivity[]): ActivityBar[] {
  const busiest = Math.max(0, ...days.map((day) => day.volumeCents));
  return days.map((day) => ({
    ...day,
    volumePercent: busiest === 0 ? 0 : Math.max(day.volumeCents > 0 ? 2 : 0, Math.round((day.volumeCents / busiest) * 100)),
    label: dayLabel(new Date(`${day.day}T00:00:00.000Z`)),
  }));
}

export interface ActivityWeek {
  count: number;
  volumeCents: number;
  /** The label of the day that moved the most, or null for a week without volume. */
  busiest: string | null;
}

/** The week's totals above the chart: entries, volume and its busiest day (the latest of equals). */
export function activityWeek(bars: readonly ActivityBar[]): ActivityWeek {
  let busiest: ActivityBar | null = null;
  for (const bar of bars) if (bar.volumeCents > 0 && (busiest === null || bar.volumeCents >= busiest.volumeCents)) busiest = bar;
  return {
    count: bars.reduce((sum, bar) => sum + bar.count, 0),
    volumeCents: bars.reduce((sum, bar) => sum + bar.volumeCents, 0),
    busiest: busiest?.label ?? null,
  };
}
