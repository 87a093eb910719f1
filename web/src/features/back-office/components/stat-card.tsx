import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import '../back-office.css';

/** One figure of the overview; with `to`, the whole card links to the screen behind it. */
export function StatCard({ label, value, icon, to, testId }: { label: string; value: ReactNode; icon: ReactNode; to?: string; testId: string }) {
  const body = (
    <Card.Body className="d-flex align-items-center gap-3">
      <span className="stat-card-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="d-block small text-body-secondary">{label}</span>
        <span className="d-block h4 mb-0 text-truncate" data-testid={`${testId}-value`}>
          {value}
        </span>
      </span>
    </Card.Body>
  );
  return (
    <Card className={`h-100 stat-card${to ? ' stat-card-link' : ''}`} data-testid={testId}>
      {to ? (
        <Link to={to} className="stretched-link text-reset text-decoration-none" data-testid={`${testId}-link`}>
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}
