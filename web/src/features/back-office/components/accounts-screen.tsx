import { formatCents, type AdminAccountRow, type Direction } from '@sandbank/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { humanizeCode } from '../../../lib/format';
import { useAccountPages } from '../api/listAccounts';
import { backOfficeMessages } from '../lib/messages';
import { displayName } from '../../../lib/display-name';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { ListingCard } from '../../../components/listing/listing-card';
import { SearchBox, useSettledText } from '../../../components/listing/search-box';
import { PageHeader } from '../../../components/ui/page-header';

function AccountsTable({ accounts, onAdjust }: { accounts: readonly AdminAccountRow[]; onAdjust: (account: AdminAccountRow, direction: Direction) => void }) {
  return (
    <div className="table-responsive position-relative">
      <Table hover className="align-middle mb-0" data-testid="accounts-table">
        <thead>
          <tr>
            <th scope="col">Account Holder</th>
            <th scope="col">Account Name</th>
            <th scope="col">Account Number</th>
            <th scope="col">Type</th>
            <th scope="col" className="text-end">
              Balance
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-testid="account-row" data-account-id={account.id}>
              <td>
                <div className="fw-semibold">{displayName(account.holder)}</div>
                <div className="small text-body-secondary text-nowrap">{account.holder.email}</div>
              </td>
              <td>{account.name}</td>
              <td className="font-monospace text-nowrap">{account.number}</td>
              <td>{humanizeCode(account.type)}</td>
              <td className="text-end text-nowrap" data-testid="account-balance">
                {formatCents(account.balanceCents)}
              </td>
              <td className="text-end text-nowrap">
                <Button size="sm" variant="outline-primary" className="me-2" onClick={() => onAdjust(account, 'credit')} aria-label={`Add funds to ${account.number}`} data-testid="account-add">
                  Add
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => onAdjust(account, 'debit')} aria-label={`Deduct funds from ${account.number}`} data-testid="account-deduct">
                  Deduct
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Accounts: search every account of the bank and add or deduct funds on one. */
export function AccountsScreen() {
  const [text, setText] = useState('');
  const q = useSettledText(text);
  const listing = useAccountPages(q);
  const [adjusting, setAdjusting] = useState<{ account: AdminAccountRow; direction: Direction } | null>(null);

  return (
    <div data-testid="admin-accounts">
      <PageHeader title="Accounts" headingTestId="admin-accounts-title" description="Every account of the bank: find one by name, number or holder." />
      <SearchBox label="Search accounts" placeholder="Search by account name, number or holder" value={text} onChange={setText} testId="accounts-search" />
      <ListingCard
        listing={listing}
        testId="accounts"
        loading="Loading accounts…"
        empty={backOfficeMessages.noAccounts}
        failureText={backOfficeMessages.fetchAccountsFailed}
        toastOnFailure
        noun={{ one: 'account', other: 'accounts' }}
      >
        {(accounts) => <AccountsTable accounts={accounts} onAdjust={(account, direction) => setAdjusting({ account, direction })} />}
      </ListingCard>
      <AdjustBalanceDialog
        subject={
          adjusting && {
            target: { kind: 'account', accountId: adjusting.account.id },
            label: `${adjusting.account.name} ${adjusting.account.number} of ${displayName(adjusting.account.holder)}`,
            balanceCents: adjusting.account.balanceCents,
          }
        }
        direction={adjusting?.direction ?? 'credit'}
        onClose={() => setAdjusting(null)}
      />
    </div>
  );
}
