import type { Transaction } from '@sandbank/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useMyAccounts } from '../../features/accounts/api/listMyAccounts';
import { accountLabelFrom } from '../../features/accounts/lib/account-label';
import { AccountCard } from '../../features/accounts/components/account-card';
import { AccountSummary } from '../../features/accounts/components/account-summary';
import { DownloadStatementsDialog } from '../../features/accounts/components/download-statements-dialog';
import { summarizeAccounts } from '../../features/accounts/lib/summarize-accounts';
import { useSignedInUser } from '../../features/auth/hooks/use-session';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { QuickLinks } from '../../features/dashboard/components/quick-links';
import { useMe } from '../../features/profile/api/getMe';
import { greetingName } from '../../features/profile/lib/greeting-name';
import { BalanceHistory } from '../../features/transactions/components/balance-history';
import { RecentTransactions } from '../../features/transactions/components/recent-transactions';
import { TransactionDetailsDialog } from '../../features/transactions/components/transaction-details-dialog';

const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

function Greeting() {
  const user = useSignedInUser();
  const me = useMe();
  return (
    <div className="mb-4">
      {me.isPending ? (
        <Placeholder as="h1" animation="glow" className="h3 mb-1">
          <Placeholder xs={6} md={4} />
        </Placeholder>
      ) : (
        <h1 className="h3 mb-1" data-testid="dashboard-greeting">
          Welcome back, {greetingName({ ...me.data, email: me.data?.email ?? user.email })}!
        </h1>
      )}
      <p className="text-body-secondary mb-0">{today.format(new Date())} · Here is where your sandbox money stands.</p>
    </div>
  );
}

function AccountCardsLoading() {
  return (
    <>
      {[0, 1, 2].map((card) => (
        <Col md={4} key={card}>
          <Card className="h-100" data-testid="account-card-loading">
            <Card.Body>
              <Placeholder as="div" animation="glow">
                <Placeholder xs={6} /> <Placeholder xs={4} />
                <div className="mt-4">
                  <Placeholder xs={8} size="lg" />
                </div>
              </Placeholder>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </>
  );
}

export function DashboardRoute() {
  const accounts = useMyAccounts();
  const [selected, setSelected] = useState<Transaction | null>(null);
  const [statementsOpen, setStatementsOpen] = useState(false);
  // History is asked for only once the accounts exist: a new customer's first accounts call opens them.
  const accountsReady = accounts.isSuccess;
  const totalBalanceCents = accounts.data ? summarizeAccounts(accounts.data.items).totalBalanceCents : null;

  return (
    <Container className="py-4 py-md-5" data-testid="dashboard">
      <Greeting />

      <section aria-label="Your accounts" className="mb-4">
        {accounts.isError ? (
          <Alert variant="danger" className="d-flex justify-content-between align-items-center" data-testid="accounts-error">
            <span>Your accounts could not be loaded. {accounts.error.message}</span>
            <Button size="sm" variant="outline-danger" onClick={() => void accounts.refetch()} data-testid="accounts-retry">
              Try again
            </Button>
          </Alert>
        ) : (
          <Row className="g-3" data-testid="account-cards">
            {accounts.data ? (
              accounts.data.items.map((account) => (
                <Col md={4} key={account.id}>
                  <AccountCard account={account} />
                </Col>
              ))
            ) : (
              <AccountCardsLoading />
            )}
          </Row>
        )}
      </section>

      <Row className="g-4">
        <Col lg={8} className="d-flex flex-column gap-4">
          <BalanceHistory currentBalanceCents={totalBalanceCents} enabled={accountsReady} />
          <RecentTransactions enabled={accountsReady} onSelect={setSelected} />
        </Col>
        <Col lg={4} className="d-flex flex-column gap-4">
          {accounts.data ? (
            <AccountSummary accounts={accounts.data.items} />
          ) : (
            <Card>
              <Card.Body>
                <Placeholder as="div" animation="glow">
                  <Placeholder xs={5} /> <Placeholder xs={8} size="lg" />
                </Placeholder>
              </Card.Body>
            </Card>
          )}
          <QuickActions />
          <QuickLinks onDownloadStatements={() => setStatementsOpen(true)} />
        </Col>
      </Row>

      <TransactionDetailsDialog
        transaction={selected}
        onClose={() => setSelected(null)}
        accountLabel={accountLabelFrom(accounts.data?.items)}
      />
      <DownloadStatementsDialog show={statementsOpen} onClose={() => setStatementsOpen(false)} />
    </Container>
  );
}
