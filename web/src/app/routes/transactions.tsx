import type { Transaction } from '@sandbank/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { ButtonLink } from '../../components/ui/button-link';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useMyAccounts } from '../../features/accounts/api/listMyAccounts';
import { useTransactionPages } from '../../features/transactions/api/listMyTransactions';
import { TransactionDetailsDialog } from '../../features/transactions/components/transaction-details-dialog';
import { TransactionList } from '../../features/transactions/components/transaction-list';

/** The full history, newest first, a page at a time. */
export function TransactionsRoute() {
  const accounts = useMyAccounts();
  const pages = useTransactionPages({}, { enabled: accounts.isSuccess });
  const [selected, setSelected] = useState<Transaction | null>(null);
  const transactions = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Container className="py-4 py-md-5" data-testid="transactions-page">
      <ButtonLink to={paths.dashboard} variant="link" className="px-0 mb-3 d-inline-flex align-items-center gap-1" data-testid="transactions-back">
        <ArrowLeftIcon size={16} /> Back to dashboard
      </ButtonLink>
      <h1 className="h3 mb-4">Transactions</h1>
      <Card>
        {pages.isError || accounts.isError ? (
          <Card.Body>
            <Alert variant="danger" className="mb-0 d-flex justify-content-between align-items-center" data-testid="transactions-error">
              <span>Your transactions could not be loaded.</span>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => void (accounts.isError ? accounts.refetch() : pages.refetch())}
                data-testid="transactions-retry"
              >
                Try again
              </Button>
            </Alert>
          </Card.Body>
        ) : !pages.data ? (
          <Card.Body className="text-center py-5" data-testid="transactions-loading">
            <Spinner animation="border" variant="primary" />
          </Card.Body>
        ) : transactions.length === 0 ? (
          <Card.Body className="text-center text-body-secondary py-5" data-testid="transactions-empty">
            No transactions found
          </Card.Body>
        ) : (
          <>
            <TransactionList transactions={transactions} onSelect={setSelected} />
            {pages.hasNextPage ? (
              <Card.Footer className="bg-transparent text-center py-3">
                <Button
                  variant="outline-primary"
                  onClick={() => void pages.fetchNextPage()}
                  disabled={pages.isFetchingNextPage}
                  data-testid="transactions-load-more"
                >
                  {pages.isFetchingNextPage ? <Spinner animation="border" size="sm" className="me-2" /> : null}
                  Load more
                </Button>
              </Card.Footer>
            ) : null}
          </>
        )}
      </Card>
      <TransactionDetailsDialog transaction={selected} onClose={() => setSelected(null)} />
    </Container>
  );
}
