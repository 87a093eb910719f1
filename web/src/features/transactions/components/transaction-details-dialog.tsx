import type { Transaction } from '@sandbank/shared';
import { useId, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Modal from 'react-bootstrap/Modal';
import { formatDateTime, humanizeCode } from '../../../lib/format';
import { useMyTransaction } from '../api/getMyTransaction';
import { pendingNotice } from '../lib/pending-notice';
import { transactionStatusLabel } from '../lib/transaction-status';
import { TransactionAmount } from './transaction-amount';
import { TransactionStatusBadge } from '../../../components/domain/transaction-status-badge';
import { DetailRow } from '../../../components/ui/detail-row';

/**
 * The Transaction details dialog; shows the listed copy at once and refreshes it from the API.
 * `accountLabel` names the account an entry belongs to, when the page knows the accounts;
 * `wireDetails` shows the wire request behind an entry of a wire (its recipient, bank, notes).
 */
export function TransactionDetailsDialog({
  transaction,
  onClose,
  accountLabel,
  wireDetails,
}: {
  transaction: Transaction | null;
  onClose: () => void;
  accountLabel?: (accountId: string) => string | null;
  wireDetails: (wireId: string) => ReactNode;
}) {
  const { data } = useMyTransaction(transaction?.id ?? null, transaction ?? undefined);
  const shown = data ?? transaction;
  const notice = shown ? pendingNotice(shown) : null;
  const account = shown && accountLabel ? accountLabel(shown.accountId) : null;
  const titleId = useId();

  return (
    <Modal show={transaction !== null} onHide={onClose} centered aria-labelledby={titleId} data-testid="transaction-details-dialog">
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          Transaction details
        </Modal.Title>
        <CloseButton aria-label="Close" onClick={onClose} data-testid="transaction-details-dismiss" />
      </Modal.Header>
      {shown ? (
        <Modal.Body>
          <div className="text-center mb-3">
            <TransactionAmount
              cents={shown.amountCents}
              returned={shown.status === 'failed'}
              className="display-6 fw-semibold"
              testId="transaction-details-amount"
            />
            <div className="mt-2">
              <TransactionStatusBadge status={shown.status} label={transactionStatusLabel(shown.status)} />
            </div>
          </div>
          {notice ? (
            <Alert variant="warning" className="small" data-testid="transaction-details-pending-notice">
              {notice}
            </Alert>
          ) : null}
          <dl className="mb-0">
            <DetailRow label="Description" value={shown.description} testId="transaction-details-description" />
            {shown.note ? <DetailRow label="Note" value={shown.note} testId="transaction-details-note" /> : null}
            {account ? <DetailRow label="Account" value={account} testId="transaction-details-account" /> : null}
            <DetailRow label="Type" value={humanizeCode(shown.type)} testId="transaction-details-type" />
            <DetailRow label="Date" value={formatDateTime(shown.createdAt)} testId="transaction-details-date" />
            <DetailRow
              label="Reference"
              value={<span className="font-monospace small">{shown.reference ?? 'None'}</span>}
              testId="transaction-details-reference"
            />
            <DetailRow
              label="Transaction ID"
              value={<span className="font-monospace small">{shown.id}</span>}
              testId="transaction-details-id"
            />
          </dl>
          {shown.wireId ? wireDetails(shown.wireId) : null}
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} data-testid="transaction-details-close">
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
