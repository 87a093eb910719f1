import { apiMessages, type Transaction } from '@sandbank/shared';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { DownloadIcon } from '../../../components/ui/app-icons';
import { ListingCard } from '../../../components/listing/listing-card';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { fetchAllTransactions, useTransactionPages } from '../api/listMyTransactions';
import { useMyTransaction } from '../api/getMyTransaction';
import { useTransactionFilters } from '../hooks/use-transaction-filters';
import { filtersToQuery, hasFilters } from '../lib/transaction-filters';
import type { HistoryAccounts } from '../lib/history-accounts';
import { transactionsExportFilename, transactionsToCsv } from '../lib/transactions-csv';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { TransactionFilterBar } from './transaction-filter-bar';
import { TransactionList } from './transaction-list';
import { saveFile } from '../../../lib/save-file';
import { useUrlFilters } from '../../../lib/use-url-filters';

/**
 * The full history, filtered on the server by direction, type, account, dates and text, a page at
 * a time, with Export.
 * `wireDetails` shows the wire request behind a wire's entry.
 */
export function TransactionsScreen({ accounts, wireDetails }: { accounts: HistoryAccounts; wireDetails: (wireId: string) => ReactNode }) {
  const { filters, update, searchText, setSearchText, clear } = useTransactionFilters();
  const query = useMemo(() => filtersToQuery(filters), [filters]);
  const pages = useTransactionPages({ filters: query }, { enabled: accounts.ready });
  const [selected, setSelected] = useState<Transaction | null>(null);
  // `?transaction={id}` opens that entry's details (the links of notifications lead here).
  const { values: link, clear: forgetLink } = useUrlFilters(['transaction']);
  const linkedId = link.transaction;
  const linked = useMyTransaction(selected ? null : linkedId);
  const shown = selected ?? (linkedId ? (linked.data ?? null) : null);
  const close = () => {
    setSelected(null);
    if (linkedId) forgetLink();
  };
  const [exporting, setExporting] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (linked.isError) {
      toast({ title: apiMessages.transactionNotFound, message: 'The transaction in this link is not one of yours, or no longer exists.', variant: 'danger' });
      forgetLink();
    }
  }, [linked.isError, toast, forgetLink]);
  const nothingToExport = !pages.data || (pages.data.pages.every((page) => page.items.length === 0) && !pages.hasNextPage);

  const exportFiltered = async () => {
    setExporting(true);
    try {
      const all = await fetchAllTransactions(query);
      const filename = transactionsExportFilename(new Date());
      saveFile(new Blob([transactionsToCsv(all, accounts.accountLabel)], { type: 'text/csv;charset=utf-8' }), filename);
      toast({
        title: 'Export ready',
        message: `${all.length} ${all.length === 1 ? 'transaction' : 'transactions'} saved to ${filename}.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Export failed',
        message: error instanceof Error ? error.message : 'The transactions could not be exported. Please try again.',
        variant: 'danger',
      });
    } finally {
      setExporting(false);
    }
  };

  // The history waits for the accounts (a new customer's first accounts call opens them); either can fail.
  const history = { ...pages, isError: pages.isError || accounts.failed, refetch: () => (accounts.failed ? accounts.retry() : pages.refetch()) };

  return (
    <Container className="py-4 py-md-5" data-testid="transactions-page">
      <PageHeader
        title="Transactions"
        description="Every entry of all your accounts, newest first."
        back={{ to: paths.dashboard, label: 'Back to dashboard', testId: 'transactions-back' }}
        actions={
          <Button
            variant="outline-primary"
            className="d-inline-flex align-items-center gap-2"
            onClick={() => void exportFiltered()}
            disabled={exporting || nothingToExport}
            data-testid="transactions-export"
          >
            {exporting ? <Spinner animation="border" size="sm" /> : <DownloadIcon size={18} />}
            Export CSV
          </Button>
        }
      />

      <Card className="mb-3">
        <Card.Body>
          <TransactionFilterBar
            filters={filters}
            accounts={accounts.choices}
            searchText={searchText}
            onSearchTextChange={setSearchText}
            onChange={update}
            onClear={clear}
          />
        </Card.Body>
      </Card>

      <ListingCard
        listing={history}
        testId="transactions"
        cardTestId="transactions-results"
        className="overflow-hidden"
        loading={
          <Card.Body className="text-center py-5" data-testid="transactions-loading">
            <Spinner animation="border" variant="primary" role="status">
              <span className="visually-hidden">Loading your transactions…</span>
            </Spinner>
          </Card.Body>
        }
        empty={
          <Card.Body className="text-center py-5">
            <p className="text-body-secondary mb-0" data-testid="transactions-empty">
              No transactions found
            </p>
            {hasFilters(filters) ? <p className="small text-body-secondary mt-2 mb-0">Try another direction, type or account, a wider date range or different search text.</p> : null}
          </Card.Body>
        }
        failureText="Your transactions could not be loaded."
        noun={{ one: 'transaction', other: 'transactions' }}
      >
        {(transactions) => <TransactionList transactions={transactions} onSelect={setSelected} accountLabel={accounts.accountLabel} />}
      </ListingCard>
      <TransactionDetailsDialog
        transaction={shown}
        onClose={close}
        wireDetails={wireDetails}
        accountLabel={accounts.accountLabel}
      />
    </Container>
  );
}
