import type { Transaction } from '@sandbank/shared';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateLabel, humanizeCode } from '../../../lib/format';
import { transactionStatusLabel } from '../lib/transaction-status';
import { TransactionAmount } from './transaction-amount';
import '../transactions.css';

/**
 * Rows of transactions; selecting one opens its details. `accountLabel` names each entry's account
 * (a column on wide screens, a line under the date on a phone); `amountsHidden` puts dots in place of
 * the amounts. A returned entry reads as such: muted, its amount struck through.
 */
export function TransactionList({
  transactions,
  onSelect,
  accountLabel,
  amountsHidden = false,
}: {
  transactions: readonly Transaction[];
  onSelect: (transaction: Transaction) => void;
  accountLabel?: (accountId: string) => string | null;
  amountsHidden?: boolean;
}) {
  return (
    <ListGroup variant="flush" className="transaction-list" data-testid="transaction-list">
      {transactions.map((transaction) => {
        const returned = transaction.status === 'failed';
        const account = accountLabel?.(transaction.accountId) ?? null;
        return (
          <ListGroup.Item
            key={transaction.id}
            action
            as="button"
            type="button"
            onClick={() => onSelect(transaction)}
            className={`d-flex align-items-center gap-3 py-3 ${returned ? 'is-returned' : ''}`.trim()}
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
                {returned ? (
                  <>
                    {' · '}
                    <span className="fw-semibold" data-testid="transaction-returned">
                      {transactionStatusLabel(transaction.status)}
                    </span>
                  </>
                ) : null}
              </span>
              {account ? (
                <span className="d-block d-md-none small text-body-secondary text-truncate" data-testid="transaction-account-inline">
                  {account}
                </span>
              ) : null}
            </span>
            {account ? (
              <span className="transaction-account d-none d-md-block small text-body-secondary text-truncate text-start" data-testid="transaction-account">
                {account}
              </span>
            ) : null}
            <TransactionAmount
              cents={transaction.amountCents}
              returned={returned}
              hidden={amountsHidden}
              className="fw-semibold text-nowrap"
              testId="transaction-amount"
            />
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
