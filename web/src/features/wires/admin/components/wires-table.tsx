import { formatCents, type AdminWire } from '@sandbank/shared';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { TransactionStatusBadge } from '../../../../components/domain/transaction-status-badge';
import { formatDateTime } from '../../../../lib/format';
import { displayName } from '../../../../lib/display-name';

export type WireAction = 'details' | 'approve' | 'reject';

/** Date, Customer, Recipient, Bank, Amount, Status and the actions: details always, Approve and Reject while pending. */
export function WiresTable({
  wires,
  deciding,
  onAction,
}: {
  wires: readonly AdminWire[];
  /** The wire being approved right now, whose buttons wait. */
  deciding: string | null;
  onAction: (action: WireAction, wire: AdminWire) => void;
}) {
  return (
    <div className="table-responsive position-relative">
      <Table hover className="align-middle mb-0" data-testid="wires-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Recipient</th>
            <th scope="col">Bank</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {wires.map((wire) => (
            <tr key={wire.id} data-testid="wire-row" data-wire-id={wire.id} data-status={wire.status}>
              <td className="text-nowrap small">{formatDateTime(wire.confirmedAt ?? wire.createdAt)}</td>
              <td>
                <div className="fw-semibold">{displayName(wire.customer)}</div>
                <div className="small text-body-secondary text-break">{wire.customer.email}</div>
              </td>
              <td data-testid="wire-row-recipient">{wire.recipientName}</td>
              <td>
                <div>{wire.recipientBank}</div>
                <div className="small text-body-secondary font-monospace">{wire.swift}</div>
              </td>
              <td className="text-end text-nowrap" data-testid="wire-row-amount">
                {formatCents(wire.amountCents)}
              </td>
              <td>
                <TransactionStatusBadge status={wire.status} testId="wire-row-status" />
              </td>
              <td className="text-end text-nowrap">
                <Button size="sm" variant="outline-primary" onClick={() => onAction('details', wire)} aria-label={`Details of the wire to ${wire.recipientName}`} data-testid="wire-details">
                  Details
                </Button>
                {wire.status === 'pending' ? (
                  <>
                    <Button
                      size="sm"
                      variant="success"
                      className="ms-2"
                      disabled={deciding === wire.id}
                      onClick={() => onAction('approve', wire)}
                      aria-label={`Approve the wire to ${wire.recipientName}`}
                      data-testid="wire-approve"
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      className="ms-2"
                      disabled={deciding === wire.id}
                      onClick={() => onAction('reject', wire)}
                      aria-label={`Reject the wire to ${wire.recipientName}`}
                      data-testid="wire-reject"
                    >
                      Reject
                    </Button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
