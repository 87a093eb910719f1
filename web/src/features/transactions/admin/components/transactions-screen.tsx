import { SEARCH_TEXT_MAX } from '@sandbank/shared/schemas/common';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { ListingCard } from '../../../../components/listing/listing-card';
import { SearchBox } from '../../../../components/listing/search-box';
import { ListIcon } from '../../../../components/ui/admin-icons';
import { PageHeader } from '../../../../components/ui/page-header';
import { useUrlFilters } from '../../../../lib/use-url-filters';
import { useBankTransactions } from '../api/listAllTransactions';
import { BankTransactionsTable } from './bank-transactions-table';
import { TransactionTotals } from './transaction-totals';
import '../../transactions.css';

/** Every customer's transactions, newest first, searchable, with the bank's totals. */
export function BankTransactionsScreen() {
  const { values, set } = useUrlFilters(['q']);
  const q = (values.q ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const [typed, setTyped] = useState(q);
  const pages = useBankTransactions({ q });
  const totals = pages.data?.pages.at(-1)?.totals;

  const search = (text: string) => set({ q: text.trim() });

  return (
    <div data-testid="admin-transactions">
      <PageHeader title="All transactions" icon={<ListIcon size={24} />} description="Every customer's entries, newest first." />
      <TransactionTotals totals={totals} />
      <Card className="mb-3">
        <Card.Body>
          <SearchBox
            label="Search transactions"
            placeholder="Search description, type, user or account"
            value={typed}
            onChange={setTyped}
            onSubmit={() => search(typed)}
            actions={
              <>
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
              </>
            }
            testId="admin-transactions-search"
            className="mb-0"
          />
        </Card.Body>
      </Card>
      <ListingCard
        listing={pages}
        testId="admin-transactions"
        cardTestId="admin-transactions-results"
        className="overflow-hidden"
        loading={
          // As tall as a page of rows roughly is, so the rows arriving move nothing below them.
          <Card.Body className="text-center py-5 admin-transactions-loading">
            <Spinner animation="border" variant="primary" role="status">
              <span className="visually-hidden">Loading transactions…</span>
            </Spinner>
          </Card.Body>
        }
        empty={
          <Card.Body className="text-center py-5">
            <p className="text-body-secondary mb-0" data-testid="admin-transactions-empty">
              No transactions found matching your search.
            </p>
          </Card.Body>
        }
        failureText="Failed to fetch transactions"
        toastOnFailure
        noun={{ one: 'transaction', other: 'transactions' }}
      >
        {(transactions) => <BankTransactionsTable transactions={transactions} />}
      </ListingCard>
    </div>
  );
}
