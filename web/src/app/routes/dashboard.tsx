import type { Transaction } from '@sandbank/shared';
import { lazy, Suspense, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useMyAccounts } from '../../features/accounts/api/listMyAccounts';
import { AccountCard } from '../../features/accounts/components/account-card';
import { AccountSummary } from '../../features/accounts/components/account-summary';
import { accountLabelFrom } from '../../features/accounts/lib/account-label';
import { summarizeAccounts } from '../../features/accounts/lib/summarize-accounts';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { QuickLinks } from '../../features/dashboard/components/quick-links';
import { useMe } from '../../features/profile/api/getMe';
import { greetingName } from '../../features/profile/lib/greeting-name';
import { BalanceHistory } from '../../features/transactions/components/balance-history';
import { RecentTransactions } from '../../features/transactions/components/recent-transactions';
import { TransactionDetailsDialog } from '../../features/transactions/components/transaction-details-dialog';
import { LazyWireDetails } from '../../features/wires/components/lazy-wire-details';
import { useSignedInUser } from '../../lib/use-session';

// The statement form (and its form library) loads the first time the dialog opens.
const DownloadStatementsDialog = lazy(() =>
  import('../../features/accounts/components/download-statements-dialog').then((module) => ({ default: module.DownloadStatementsDialog })),
);

const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

function Greeting() {
  const user = useSignedInUser();
  const me = useMe();
  if (me.isPending) {
    return (
      <Placeholder animation="glow" aria-hidden="true">
        <Placeholder xs={6} md={4} />
      </Placeholder>
    );
  }
  return <>Welcome back, {greetingName({ ...me.data, email: me.data?.email ?? user.email })}!</>;
}

/** Shaped like the account cards (same lines, same type sizes), so nothing moves when they arrive. */
function AccountCardsLoading() {
  return (
    <>
      {[0, 1, 2].map((card) => (
        <Col md={4} key={card}>
          <Card className="account-card account-card-loading h-100" data-testid="account-card-loading" aria-hidden="true">
            <Card.Body className="d-flex flex-column">
              <Placeholder as="div" animation="glow" className="d-flex align-items-center gap-2 mb-3">
                <span className="account-card-icon" />
                <span className="flex-grow-1">
                  <Placeholder xs={7} className="d-block" />
                  <Placeholder xs={4} size="sm" className="d-block mt-1" />
                </span>
              </Placeholder>
              <Placeholder as="div" animation="glow" className="mt-auto">
                <Placeholder xs={5} size="sm" className="d-block" />
                <Placeholder xs={8} className="account-card-balance d-block" />
              </Placeholder>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </>
  );
}

/** Shaped like the account summary, so the cards below it stay where they are when it arrives. */
function SummaryLoading() {
  return (
    <Card aria-hidden="true">
      <Card.Body>
        <Placeholder as="div" animation="glow">
          <Placeholder xs={6} size="sm" className="d-block mb-3" />
          <Placeholder xs={4} size="sm" className="d-block" />
          <Placeholder xs={8} className="d-block fs-3 mb-3" />
          <div className="border-top pt-3">
            <Placeholder xs={4} size="sm" className="d-block" />
            <Placeholder xs={3} className="d-block" />
          </div>
        </Placeholder>
      </Card.Body>
    </Card>
  );
}

export function DashboardRoute() {
  const accounts = useMyAccounts();
  const [selected, setSelected] = useState<Transaction | null>(null);
  const [statementsOpened, setStatementsOpened] = useState(false);
  const [statementsOpen, setStatementsOpen] = useState(false);
  // History is asked for only once the accounts exist: a new customer's first accounts call opens them.
  const accountsReady = accounts.isSuccess;
  const totalBalanceCents = accounts.data ? summarizeAccounts(accounts.data.items).totalBalanceCents : null;

  const openStatements = () => {
    setStatementsOpened(true);
    setStatementsOpen(true);
  };

  return (
    <Container className="py-4 py-md-5" data-testid="dashboard">
      <PageHeader
        title="Dashboard"
        heading={<Greeting />}
        headingTestId="dashboard-greeting"
        description={`${today.format(new Date())} · Here is where your sandbox money stands.`}
      />

      <section aria-label="Your accounts" className="mb-4">
        <QueryState
          query={accounts}
          testId="accounts"
          errorMessage={`Your accounts could not be loaded. ${accounts.error?.message ?? ''}`.trim()}
          loading={
            <Row className="g-3" data-testid="account-cards">
              <AccountCardsLoading />
            </Row>
          }
        >
          {(data) => (
            <Row className="g-3" data-testid="account-cards">
              {data.items.map((account) => (
                <Col md={4} key={account.id}>
                  <AccountCard account={account} />
                </Col>
              ))}
            </Row>
          )}
        </QueryState>
      </section>

      <Row className="g-4">
        <Col lg={8} className="d-flex flex-column gap-4">
          <BalanceHistory currentBalanceCents={totalBalanceCents} enabled={accountsReady} />
          <RecentTransactions enabled={accountsReady} onSelect={setSelected} />
        </Col>
        <Col lg={4} className="d-flex flex-column gap-4">
          {accounts.data ? <AccountSummary accounts={accounts.data.items} /> : <SummaryLoading />}
          <QuickActions />
          <QuickLinks onDownloadStatements={openStatements} />
        </Col>
      </Row>

      <TransactionDetailsDialog
        wireDetails={(wireId) => <LazyWireDetails wireId={wireId} />}
        transaction={selected}
        onClose={() => setSelected(null)}
        accountLabel={accountLabelFrom(accounts.data?.items)}
      />
      {statementsOpened ? (
        <Suspense fallback={null}>
          <DownloadStatementsDialog show={statementsOpen} onClose={() => setStatementsOpen(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
