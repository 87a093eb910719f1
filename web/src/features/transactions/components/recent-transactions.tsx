import type { Transaction } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { ButtonLink } from '../../../components/ui/button-link';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useRecentTransactions } from '../api/listMyTransactions';
import { TransactionList } from './transaction-list';

const RECENT_TRANSACTIONS_COUNT = 10;

/** The ten newest entries; a row opens its details, View All opens the full history. */
export function RecentTransactions({ enabled, onSelect }: { enabled: boolean; onSelect: (transaction: Transaction) => void }) {
  const recent = useRecentTransactions(RECENT_TRANSACTIONS_COUNT, { enabled });

  return (
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
        {(data) => <TransactionList transactions={data.items} onSelect={onSelect} />}
      </QueryState>
    </Card>
  );
}
