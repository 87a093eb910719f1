import type { BankTransaction } from '@sandbank/shared';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { ArrowDownLeftIcon, ArrowUpRightIcon } from '../../../../components/ui/admin-icons';
import { TransactionAmount } from '../../components/transaction-amount';
import { TransactionStatusBadge } from '../../../../components/domain/transaction-status-badge';
import { transactionStatusLabel } from '../../lib/transaction-status';
import { humanizeCode } from '../../../../lib/format';
import '../../transactions.css';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** Every customer's entries as rows: when, whose, which account, what kind, what for, how much, and where it stands. */
export function BankTransactionsTable({ transactions }: { transactions: readonly BankTransaction[] }) {
  return (
    // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
    <div className="table-responsive" tabIndex={0} role="region" aria-label="All transactions" data-testid="admin-transactions-scroll">
      <Table hover size="sm" className="mb-0 align-middle stacked-table" data-testid="admin-transactions-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">User</th>
            <th scope="col">Account</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id} data-testid={`admin-transaction-${transaction.id}`}>
              <td data-label="Date" className="text-nowrap small">
                <span>
                  <span className="d-block">{day.format(new Date(transaction.createdAt))}</span>
                  <span className="text-body-secondary">{time.format(new Date(transaction.createdAt))}</span>
                </span>
              </td>
              <td data-label="User" className="small admin-email" data-testid="admin-transaction-user">
                {transaction.holder.email}
              </td>
              <td data-label="Account" className="small">
                <span>
                  <span className="d-block">{transaction.account.name}</span>
                  <span className="text-body-secondary font-monospace" data-testid="admin-transaction-account-number">
                    {transaction.account.number}
                  </span>
                </span>
              </td>
              <td data-label="Type">
                <Badge bg="light" text="dark" className="d-inline-flex align-items-center gap-1 border" data-testid="admin-transaction-type">
                  {transaction.amountCents >= 0 ? <ArrowDownLeftIcon size={14} className="text-success" /> : <ArrowUpRightIcon size={14} className="text-danger" />}
                  {humanizeCode(transaction.type)}
                </Badge>
              </td>
              <td data-label="Description" className="small admin-transaction-description" data-testid="admin-transaction-description">
                {transaction.description}
              </td>
              <td data-label="Amount" className="text-end text-nowrap">
                <TransactionAmount cents={transaction.amountCents} className="fw-semibold" testId="admin-transaction-amount" />
              </td>
              <td data-label="Status">
                <TransactionStatusBadge status={transaction.status} label={transactionStatusLabel(transaction.status)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
