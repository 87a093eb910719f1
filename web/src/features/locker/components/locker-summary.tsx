import { formatCents, type LockerSummary } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import '../locker.css';

const counts: readonly { key: keyof Omit<LockerSummary, 'totalValueCents'>; label: string }[] = [
  { key: 'total', label: 'Total items' },
  { key: 'approved', label: 'Approved' },
  { key: 'pending', label: 'Pending' },
  { key: 'rejected', label: 'Rejected' },
];

/** The locker at a glance: counts by status and the total declared value. */
export function LockerSummaryCards({ summary }: { summary: LockerSummary }) {
  return (
    <div className="locker-summary mb-4" data-testid="locker-summary">
      {counts.map(({ key, label }) => (
        <Card key={key}>
          <Card.Body className="py-3">
            <div className="small text-body-secondary">{label}</div>
            <div className="h4 mb-0" data-testid={`locker-summary-${key}`}>
              {summary[key]}
            </div>
          </Card.Body>
        </Card>
      ))}
      <Card>
        <Card.Body className="py-3">
          <div className="small text-body-secondary">Total declared value</div>
          <div className="h4 mb-0 text-nowrap" data-testid="locker-summary-value">
            {formatCents(summary.totalValueCents)}
          </div>
        </Card.Body>
      </Card>
    </div>
  );
}
