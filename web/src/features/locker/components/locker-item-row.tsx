import { formatCents, type LockerItem } from '@sandbank/shared';
import type { ReactNode } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { TransactionStatusBadge } from '../../../components/domain/transaction-status-badge';
import { formatDateLabel } from '../../../lib/format';

/** One item: its name, value, status and description; a rejected one its reason; `details` and `actions` as the screen adds them. */
export function LockerItemRow({ item, details, actions }: { item: LockerItem; details?: ReactNode; actions?: ReactNode }) {
  return (
    <ListGroup.Item as="li" className="py-3" data-testid="locker-item" data-item-id={item.id} data-status={item.status}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <div className="min-w-0">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold text-break" data-testid="locker-item-name">
              {item.name}
            </span>
            <TransactionStatusBadge status={item.status} testId="locker-item-status" />
          </div>
          <div className="small text-body-secondary">
            Stored {formatDateLabel(item.storedAt)}
            {details}
          </div>
          {item.description ? <p className="small mb-0 mt-1 text-break">{item.description}</p> : null}
          {item.status === 'rejected' && item.rejectionReason ? (
            <p className="small text-danger-emphasis mb-0 mt-1" data-testid="locker-item-reason">
              Rejected: {item.rejectionReason}
            </p>
          ) : null}
        </div>
        <div className="text-end">
          <div className="fw-semibold" data-testid="locker-item-value">
            {formatCents(item.valueCents)}
          </div>
          {actions ? <div className="d-flex flex-wrap justify-content-end gap-2 mt-2">{actions}</div> : null}
        </div>
      </div>
    </ListGroup.Item>
  );
}
