import { formatCents, type CheckDeposit } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Placeholder from 'react-bootstrap/Placeholder';
import { ListingCard } from '../../../components/listing/listing-card';
import { TransactionStatusBadge } from '../../../components/domain/transaction-status-badge';
import { formatDateLabel } from '../../../lib/format';
import { useMyCheckPages } from '../api/checks';

function CheckRow({ check }: { check: CheckDeposit }) {
  return (
    <ListGroup.Item className="py-3" data-testid="my-check" data-check-id={check.id} data-status={check.status}>
      <div className="d-flex justify-content-between align-items-start gap-3">
        <div className="min-w-0">
          <div className="fw-semibold text-break">
            {check.bankName} · {check.checkNumber ? `Check #${check.checkNumber}` : 'No check number'}
          </div>
          <div className="small text-body-secondary">Deposited {formatDateLabel(check.createdAt)}</div>
        </div>
        <div className="text-end">
          <div className="fw-semibold" data-testid="my-check-amount">
            {formatCents(check.amountCents)}
          </div>
          <TransactionStatusBadge status={check.status} testId="my-check-status" />
        </div>
      </div>
      {check.status === 'rejected' && check.rejectionReason ? (
        <div className="small text-danger-emphasis mt-2" data-testid="my-check-reason">
          Rejected: {check.rejectionReason}
        </div>
      ) : null}
      {check.status === 'pending' ? <div className="small text-body-secondary mt-2">Awaiting review — your balance changes once it is approved.</div> : null}
    </ListGroup.Item>
  );
}

/** The customer's check deposits with their status (and, for a rejected one, the reason). */
export function MyChecks() {
  const checks = useMyCheckPages();
  return (
    <ListingCard
      listing={checks}
      testId="my-checks"
      cardTestId="my-checks"
      header={
        <Card.Header className="bg-transparent py-3">
          <h2 className="h6 mb-0 fw-semibold">Your check deposits</h2>
        </Card.Header>
      }
      failureText="Your check deposits could not be loaded."
      loading={
        <Card.Body>
          {[0, 1].map((row) => (
            <Placeholder as="div" animation="glow" key={row} className="mb-3">
              <Placeholder xs={8} /> <Placeholder xs={3} />
            </Placeholder>
          ))}
        </Card.Body>
      }
      empty="No check deposits yet"
      noun={{ one: 'check', other: 'checks' }}
    >
      {(list) => (
        <ListGroup variant="flush">
          {list.map((check) => (
            <CheckRow key={check.id} check={check} />
          ))}
        </ListGroup>
      )}
    </ListingCard>
  );
}
