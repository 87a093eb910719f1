import type { Transaction } from '@sandbank/shared';
import { useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { ButtonLink } from '../../../components/ui/button-link';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useRecentTransactions } from '../api/listMyTransactions';
import type { HistoryAccounts } from '../lib/history-accounts';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { TransactionList } from './transaction-list';

const RECENT_TRANSACTIONS_COUNT = 10;

/**
 * The ten newest entries, once the accounts are there; a row opens its details (`wireDetails`
 * shows the wire request behind a wire's entry), View All opens the full history. While balances
 * are hidden (`amountsHidden`) the rows show dots in place of amounts.
 */
export function RecentTransactions({
  accounts,
  wireDetails,
  amountsHidden = false,
}: {
  accounts: Pick<HistoryAccounts, 'ready' | 'accountLabel'>;
  wireDetails: (wireId: string) => ReactNode;
  amountsHidden?: boolean;
}) {
  const recent = useRecentTransactions(RECENT_TRANSACTIONS_COUNT, { enabled: accounts.ready });
  const [selected, setSelected] = useState<Transaction | null>(null);

  return (
    <>
      <Card data-testid="recent-transactions">
        <Card.Header className="bg-transparent d-flex justify-content-between align-items-center py-3">
          <h2 className="h6 mb-0 fw-semibold">Recent Transactions</h2>
          <ButtonLink to={paths.transactions} variant="outline-primary" size="sm" data-testid="view-all-transactions">
            View All
          </ButtonLink>
        </Card.Header>
        <QueryState
          query={recent}
          testId="recent-transactions"
          errorMessage="Your transactions could not be loaded."
          insetError
          loading={
            <Card.Body data-testid="recent-transactions-loading">
              {[0, 1, 2, 3].map((row) => (
                <Placeholder as="div" animation="glow" key={row} className="mb-3">
                  <Placeholder xs={8} /> <Placeholder xs={3} />
                </Placeholder>
              ))}
            </Card.Body>
          }
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Card.Body className="text-center text-body-secondary py-5" data-testid="recent-transactions-empty">
              No transactions yet
            </Card.Body>
          }
        >
          {(data) => <TransactionList transactions={data.items} onSelect={setSelected} accountLabel={accounts.accountLabel} amountsHidden={amountsHidden} />}
        </QueryState>
      </Card>
      <TransactionDetailsDialog wireDetails={wireDetails} transaction={selected} onClose={() => setSelected(null)} accountLabel={accounts.accountLabel} />
    </>
  );
}
