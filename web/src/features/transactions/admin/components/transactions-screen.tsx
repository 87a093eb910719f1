import { SEARCH_TEXT_MAX } from '@sandbank/shared/schemas/common';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router';
import { ListIcon } from '../../../../components/ui/admin-icons';
import { SearchIcon } from '../../../../components/ui/app-icons';
import { LoadMoreFooter } from '../../../../components/ui/load-more-footer';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryState } from '../../../../components/ui/query-state';
import { useToast } from '../../../../components/ui/toaster';
import { useBankTransactions } from '../api/listAllTransactions';
import { BankTransactionsTable } from './bank-transactions-table';
import { TransactionTotals } from './transaction-totals';
import '../../transactions.css';

const FETCH_FAILED = 'Failed to fetch transactions';

/** Every customer's transactions, newest first, searchable, with the bank's totals. */
export function BankTransactionsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const [typed, setTyped] = useState(q);
  const pages = useBankTransactions({ q });
  const toast = useToast();
  const transactions = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = pages.data?.pages.at(-1)?.totals;
  const refreshing = pages.isPlaceholderData || (pages.isFetching && !pages.isFetchingNextPage);

  useEffect(() => {
    if (pages.isError) toast({ title: 'Error', message: FETCH_FAILED, variant: 'danger' });
  }, [pages.isError, toast]);

  const search = (text: string) => setSearchParams(text.trim() ? { q: text.trim() } : {}, { replace: true });

  return (
    <div data-testid="admin-transactions">
      <PageHeader title="All transactions" icon={<ListIcon size={24} />} description="Every customer's entries, newest first." />
      <TransactionTotals totals={totals} />
      <Card className="mb-3">
        <Card.Body>
          <Form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              search(typed);
            }}
          >
            <InputGroup>
              <InputGroup.Text aria-hidden="true">
                <SearchIcon size={16} />
              </InputGroup.Text>
              <Form.Control
                type="search"
                value={typed}
                maxLength={SEARCH_TEXT_MAX}
                onChange={(event) => setTyped(event.target.value)}
                placeholder="Search description, type, user or account"
                aria-label="Search transactions"
                data-testid="admin-transactions-search"
              />
              <Button type="submit" variant="primary" data-testid="admin-transactions-search-submit">
                Search
              </Button>
              {q ? (
                <Button
                  variant="outline-secondary"
                  onClick={() => {
                    setTyped('');
                    search('');
                  }}
                  data-testid="admin-transactions-search-clear"
                >
                  Clear
                </Button>
              ) : null}
            </InputGroup>
          </Form>
        </Card.Body>
      </Card>
      <Card className="overflow-hidden" aria-busy={refreshing} data-testid="admin-transactions-results" data-loading={refreshing || !pages.data}>
        <QueryState
          query={pages}
          testId="admin-transactions"
          errorMessage={FETCH_FAILED}
          insetError
          loading={
            // As tall as a page of rows roughly is, so the rows arriving move nothing below them.
            <Card.Body className="text-center py-5 admin-transactions-loading">
              <Spinner animation="border" variant="primary" role="status">
                <span className="visually-hidden">Loading transactions…</span>
              </Spinner>
            </Card.Body>
          }
          isEmpty={() => transactions.length === 0 && !pages.hasNextPage}
          empty={
            <Card.Body className="text-center py-5">
              <p className="text-body-secondary mb-0" data-testid="admin-transactions-empty">
                No transactions found matching your search.
              </p>
            </Card.Body>
          }
        >
          {() => (
            <div className={refreshing ? 'is-refreshing' : undefined}>
              <BankTransactionsTable transactions={transactions} />
              <LoadMoreFooter
                shown={transactions.length}
                noun={{ one: 'transaction', other: 'transactions' }}
                hasMore={pages.hasNextPage}
                loadingMore={pages.isFetchingNextPage}
                onLoadMore={() => void pages.fetchNextPage()}
                testIdPrefix="admin-transactions"
              />
            </div>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
