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
