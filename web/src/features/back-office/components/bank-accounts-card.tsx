import { bankAccounts, formatCents, type BankAccountBalance } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

/**
 * The bank's own accounts beside the customers' total: in double entry each holds the other side
 * of money that came from the bank or went to it, so the customers' balances and these sum to zero.
 */
export function BankAccountsCard({ accounts, customersCents }: { accounts: readonly BankAccountBalance[]; customersCents: number }) {
  const sumCents = accounts.reduce((sum, account) => sum + account.balanceCents, customersCents);
  return (
    <Card data-testid="admin-bank-accounts">
      <Card.Body className="pb-0">
        <h2 className="h5 mb-1">The bank’s own accounts</h2>
        <p className="small text-body-secondary mb-2">Every posting balances: the customers’ balances and these accounts sum to zero.</p>
      </Card.Body>
      <Table responsive className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col" className="d-none d-md-table-cell">
              Holds
            </th>
            <th scope="col" className="text-end">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-testid="admin-bank-account" data-account-id={account.id}>
              <td>{account.name}</td>
              <td className="d-none d-md-table-cell small text-body-secondary">{bankAccounts[account.id].holds}</td>
              <td className="text-end text-nowrap" data-testid="admin-bank-account-balance">
                {formatCents(account.balanceCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>Customers’ balances</td>
            <td className="d-none d-md-table-cell" />
            <td className="text-end text-nowrap">{formatCents(customersCents)}</td>
          </tr>
          <tr className="fw-semibold">
            <td>Sum of every balance</td>
            <td className="d-none d-md-table-cell" />
            <td className="text-end text-nowrap" data-testid="admin-bank-sum">
              {formatCents(sumCents)}
            </td>
          </tr>
        </tfoot>
      </Table>
    </Card>
  );
}
