const monthAndDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Midnight (local time) of the day containing `date`. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole local calendar days from `earlier` to `later` (daylight-saving safe). */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  const from = startOfDay(earlier);
  const to = startOfDay(later);
  return Math.round((Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
    Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / 86_400_000);
}

/** A list's date: 'Today', 'Yesterday', otherwise month and day, e.g. 'Mar 14'. */
export function formatDateLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = calendarDaysBetween(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return monthAndDay.format(date);
}

/** Full date and time for detail views, e.g. 'Mar 14, 2025, 3:04 PM'. */
export function formatDateTime(iso: string): string {
  return dateAndTime.format(new Date(iso));
}

/** 'wire_transfer' → 'Wire transfer'. */
export function humanizeCode(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
