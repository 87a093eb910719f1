import { formatCents, type DayActivity } from '@sandbank/shared';
import { activityBars, activityWeek } from '../lib/activity-bars';
import '../back-office.css';

/** Narrow columns: '$138.4K'; the exact amount is in the title. */
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

/**
 * The week's totals, then seven columns, one per day: the bar is the day's volume, the numbers
 * below say it and the count. The columns grow to the height the card is given.
 */
export function ActivityChart({ days }: { days: readonly DayActivity[] }) {
  const bars = activityBars(days);
  const week = activityWeek(bars);
  return (
    <div className="activity-panel">
      <dl className="activity-week" data-testid="admin-week">
        <div>
          <dt>Entries</dt>
          <dd data-testid="admin-week-entries">{count.format(week.count)}</dd>
        </div>
        <div>
          <dt>Volume</dt>
          <dd data-testid="admin-week-volume">{formatCents(week.volumeCents)}</dd>
        </div>
        <div>
          <dt>Busiest day</dt>
          <dd data-testid="admin-week-busiest">{week.busiest ?? 'None yet'}</dd>
        </div>
      </dl>
      <ol className="activity-chart list-unstyled mb-0" data-testid="admin-activity-chart">
        {bars.map((bar) => (
          <li key={bar.day} className="activity-chart-day" data-testid={`admin-activity-${bar.day}`} data-count={bar.count} data-volume-cents={bar.volumeCents}>
            <span className="activity-chart-track" aria-hidden="true">
              <span className="activity-chart-bar" style={{ height: `${bar.volumePercent}%` }} />
            </span>
            <span className="small fw-medium">{bar.label}</span>
            <span className="small text-body-secondary">
              {bar.count}
              <span className="d-none d-lg-inline"> {bar.count === 1 ? 'entry' : 'entries'}</span>
            </span>
            <span className="small text-body-secondary text-nowrap" title={formatCents(bar.volumeCents)}>
              {compactDollars.format(bar.volumeCents / 100)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
