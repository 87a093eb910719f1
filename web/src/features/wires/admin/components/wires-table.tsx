import { formatCents, type AdminWire } from '@sandbank/shared';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { TransactionStatusBadge } from '../../../../components/domain/transaction-status-badge';
import { displayName } from '../../../../lib/display-name';

export type WireAction = 'details' | 'approve' | 'reject';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** Date, Customer, Recipient and bank, Amount, Status and the actions: details always, Approve and Reject while pending. */
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
      {/* Below 768 px each wire reads as a card, its cells labelled. */}
      <Table hover className="align-middle mb-0 stacked-table" data-testid="wires-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Recipient and bank</th>
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
              {/* The day above the time: a narrow column leaves the row room for a whole email and every action. */}
              <td data-label="Date" className="text-nowrap small">
                <span>
                  <span className="d-block">{day.format(new Date(wire.confirmedAt ?? wire.createdAt))}</span>
                  <span className="text-body-secondary">{time.format(new Date(wire.confirmedAt ?? wire.createdAt))}</span>
                </span>
              </td>
              <td data-label="Customer">
                <div>
                  <div className="fw-semibold">{displayName(wire.customer)}</div>
                  {/* An email is read whole, on one line (on a phone's card it may wrap). */}
                  <div className="small text-body-secondary admin-email" data-testid="wire-row-email">
                    {wire.customer.email}
                  </div>
                </div>
              </td>
              <td data-label="Recipient">
                <div>
                  <div className="fw-semibold" data-testid="wire-row-recipient">
                    {wire.recipientName}
                  </div>
                  <div className="small text-body-secondary">
                    {wire.recipientBank} · <span className="font-monospace">{wire.swift}</span>
                  </div>
                </div>
              </td>
              <td data-label="Amount" className="text-end text-nowrap" data-testid="wire-row-amount">
                {formatCents(wire.amountCents)}
              </td>
              <td data-label="Status">
                <TransactionStatusBadge status={wire.status} testId="wire-row-status" />
              </td>
              <td data-label="Actions" className="text-end">
                <span className="d-inline-flex justify-content-end gap-2">
                  <Button size="sm" variant="outline-primary" onClick={() => onAction('details', wire)} aria-label={`Details of the wire to ${wire.recipientName}`} data-testid="wire-details">
                    Details
                  </Button>
                  {wire.status === 'pending' ? (
                    <>
                      <Button
                        size="sm"
                        variant="success"
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
                        disabled={deciding === wire.id}
                        onClick={() => onAction('reject', wire)}
                        aria-label={`Reject the wire to ${wire.recipientName}`}
                        data-testid="wire-reject"
                      >
                        Reject
                      </Button>
                    </>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
