import type { Transaction } from '@sandbank/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { ButtonLink } from '../../../components/ui/button-link';
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
      {recent.isError ? (
        <Card.Body>
          <Alert variant="danger" className="mb-0 d-flex justify-content-between align-items-center" data-testid="recent-transactions-error">
            <span>Your transactions could not be loaded.</span>
            <Button size="sm" variant="outline-danger" onClick={() => void recent.refetch()} data-testid="recent-transactions-retry">
              Try again
            </Button>
          </Alert>
        </Card.Body>
      ) : recent.data ? (
        recent.data.items.length > 0 ? (
          <TransactionList transactions={recent.data.items} onSelect={onSelect} />
        ) : (
          <Card.Body className="text-center text-body-secondary py-5" data-testid="recent-transactions-empty">
            No transactions yet
          </Card.Body>
        )
      ) : (
        <Card.Body data-testid="recent-transactions-loading">
          {[0, 1, 2, 3].map((row) => (
            <Placeholder as="div" animation="glow" key={row} className="mb-3">
              <Placeholder xs={8} /> <Placeholder xs={3} />
            </Placeholder>
          ))}
        </Card.Body>
      )}
    </Card>
  );
}
