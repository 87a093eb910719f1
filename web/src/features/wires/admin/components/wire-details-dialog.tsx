import { formatCents, type AdminWire } from '@sandbank/shared';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Modal from 'react-bootstrap/Modal';
import { DetailRow } from '../../../../components/ui/detail-row';
import { TransactionStatusBadge } from '../../../../components/domain/transaction-status-badge';
import { WireDetailRows } from '../../components/wire-detail-rows';
import { formatDateTime } from '../../../../lib/format';
import { displayName } from '../../../../lib/display-name';

/** Everything about one wire for the reviewer, with Approve and Reject while it is pending. */
export function WireDetailsDialog({
  wire,
  deciding,
  onApprove,
  onReject,
  onClose,
}: {
  wire: AdminWire | null;
  deciding: boolean;
  onApprove: (wire: AdminWire) => void;
  onReject: (wire: AdminWire) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show={wire !== null} onHide={onClose} centered aria-labelledby={titleId} data-testid="wire-details-dialog">
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          Wire transfer details
        </Modal.Title>
        <CloseButton aria-label="Close" onClick={onClose} data-testid="wire-details-dialog-dismiss" />
      </Modal.Header>
      {wire ? (
        <Modal.Body>
          <div className="text-center mb-3">
            <div className="display-6 fw-semibold" data-testid="wire-details-dialog-amount">
              {formatCents(wire.amountCents)}
            </div>
            <div className="small text-body-secondary">plus a {formatCents(wire.feeCents)} fee</div>
            <div className="mt-2">
              <TransactionStatusBadge status={wire.status} testId="wire-details-dialog-status" />
            </div>
          </div>
          <dl className="mb-0">
            <DetailRow label="Customer" value={`${displayName(wire.customer)} (${wire.customer.email})`} testId="wire-detail-customer" />
            <DetailRow label="Requested" value={formatDateTime(wire.createdAt)} testId="wire-detail-created" />
            {wire.confirmedAt ? <DetailRow label="Confirmed" value={formatDateTime(wire.confirmedAt)} testId="wire-detail-confirmed" /> : null}
            {wire.decidedAt ? <DetailRow label="Decided" value={formatDateTime(wire.decidedAt)} testId="wire-detail-decided" /> : null}
          </dl>
          <WireDetailRows wire={wire} />
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        {wire?.status === 'pending' ? (
          <>
            <Button variant="outline-danger" disabled={deciding} onClick={() => onReject(wire)} data-testid="wire-details-dialog-reject">
              Reject
            </Button>
            <Button variant="success" disabled={deciding} onClick={() => onApprove(wire)} data-testid="wire-details-dialog-approve">
              Approve
            </Button>
          </>
        ) : null}
        <Button variant="outline-secondary" onClick={onClose} data-testid="wire-details-dialog-close">
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
