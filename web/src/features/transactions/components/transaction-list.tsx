import type { Transaction } from '@sandbank/shared';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateLabel, humanizeCode } from '../../../lib/format';
import { TransactionAmount } from './transaction-amount';
import '../transactions.css';

/** Rows of transactions; selecting one opens its details. */
export function TransactionList({
  transactions,
  onSelect,
}: {
  transactions: readonly Transaction[];
  onSelect: (transaction: Transaction) => void;
}) {
  return (
    <ListGroup variant="flush" className="transaction-list" data-testid="transaction-list">
      {transactions.map((transaction) => (
        <ListGroup.Item
          key={transaction.id}
          action
          as="button"
          type="button"
          onClick={() => onSelect(transaction)}
          className="d-flex align-items-center gap-3 py-3"
          data-testid={`transaction-row-${transaction.id}`}
          data-status={transaction.status}
        >
          <span
            className={`transaction-direction ${transaction.amountCents >= 0 ? 'is-credit' : 'is-debit'}`}
            aria-hidden="true"
          >
            {transaction.amountCents >= 0 ? '↓' : '↑'}
          </span>
          <span className="flex-grow-1 text-start min-w-0">
            <span className="d-flex align-items-center gap-2">
              <span className="fw-medium text-truncate transaction-description" data-testid="transaction-description">
                {transaction.description}
              </span>
              {transaction.status === 'pending' ? (
                <span className="pending-dot" title="Pending" data-testid="transaction-pending-dot">
                  <span className="visually-hidden">Pending</span>
                </span>
              ) : null}
            </span>
            <span className="small text-body-secondary">
              {formatDateLabel(transaction.createdAt)} · {humanizeCode(transaction.type)}
              {transaction.status === 'failed' ? ' · Failed' : ''}
            </span>
          </span>
          <TransactionAmount cents={transaction.amountCents} className="fw-semibold text-nowrap" testId="transaction-amount" />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
