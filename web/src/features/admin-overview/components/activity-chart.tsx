import { formatCents, type DayActivity } from '@sandbank/shared';
import { activityBars } from '../lib/activity-bars';

/** Seven columns, one per day: the bar is the day's volume, the numbers below say it and the count. */
export function ActivityChart({ days }: { days: readonly DayActivity[] }) {
  return (
    <ol className="activity-chart list-unstyled mb-0" data-testid="admin-activity-chart">
      {activityBars(days).map((bar) => (
        <li key={bar.day} className="activity-chart-day" data-testid={`admin-activity-${bar.day}`} data-count={bar.count} data-volume-cents={bar.volumeCents}>
          <span className="activity-chart-track" aria-hidden="true">
            <span className="activity-chart-bar" style={{ height: `${bar.volumePercent}%` }} />
          </span>
          <span className="small fw-medium">{bar.label}</span>
          <span className="small text-body-secondary">
            {bar.count} {bar.count === 1 ? 'entry' : 'entries'}
          </span>
          <span className="small text-body-secondary text-nowrap">{formatCents(bar.volumeCents)}</span>
        </li>
      ))}
    </ol>
  );
}
