import { formatCents } from '@sandbank/shared';
import { useId } from 'react';
import { fromFirstBalance, type BalancePoint } from '../lib/balance-series';
import { chartPaths } from '../lib/chart-path';
import '../transactions.css';

const WIDTH = 600;
const HEIGHT = 160;

const dayLabel = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
};

/**
 * End-of-day total balance over a period, as a simple line chart, from the first day the accounts
 * held money; accounts opened today have no history yet, and say so instead of drawing one point.
 */
export function BalanceChart({ points: period }: { points: readonly BalancePoint[] }) {
  const gradientId = useId();
  const points = fromFirstBalance(period);
  const { line, area, minCents, maxCents } = chartPaths(points, WIDTH, HEIGHT);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (points.length === 1 && period.length > 1) {
    return (
      // About as tall as the chart, so what follows stays where the loading placeholder put it.
      <figure className="balance-chart d-flex align-items-center justify-content-center text-center mb-0" style={{ minHeight: 185 }} data-testid="balance-chart" data-points={1}>
        <p className="text-body-secondary mb-0" data-testid="balance-chart-new">
          Your accounts opened today with a total of {formatCents(last.balanceCents)}. From tomorrow, this chart shows how it moves day by day.
        </p>
      </figure>
    );
  }

  const summary = `Total balance went from ${formatCents(first.balanceCents)} on ${dayLabel(first.day)} to ${formatCents(last.balanceCents)} today.`;

  return (
    <figure className="balance-chart mb-0" data-testid="balance-chart" data-points={points.length}>
      <div className="d-flex">
        <div className="balance-chart-axis small text-body-secondary d-flex flex-column justify-content-between text-end pe-2">
          <span data-testid="balance-chart-max">{formatCents(maxCents)}</span>
          <span data-testid="balance-chart-min">{formatCents(minCents)}</span>
        </div>
        <svg
          className="flex-grow-1"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          height={HEIGHT}
          role="img"
          aria-label={summary}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="var(--sb-accent)" stopOpacity="0.28" />
              <stop offset="100%" stopColor="var(--sb-accent)" stopOpacity="0" />
            </linearGradient>
          </defs>
          {[0.1, 0.5, 0.9].map((fraction) => (
            <line
              key={fraction}
              x1="0"
              x2={WIDTH}
              y1={HEIGHT * fraction}
              y2={HEIGHT * fraction}
              stroke="var(--bs-border-color)"
              strokeDasharray="4 6"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path d={area} fill={`url(#${gradientId})`} />
          <path d={line} fill="none" stroke="var(--sb-accent)" strokeWidth="2.5" vectorEffect="non-scaling-stroke" />
        </svg>
      </div>
      <figcaption className="d-flex justify-content-between small text-body-secondary balance-chart-dates">
        <span>{dayLabel(first.day)}</span>
        <span>Today</span>
      </figcaption>
    </figure>
  );
}
