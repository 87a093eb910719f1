import { useState, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../../components/ui/page-header';
import { QuickActions } from './quick-actions';
import { QuickLinks } from './quick-links';

const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/**
 * The signed-in customer's front page. Its parts come from the features they belong to (the route
 * composes them): the greeting, the account cards, the balance history, the recent transactions,
 * the accounts' summary, the switch that hides their amounts, and the statements dialog that a
 * quick link opens.
 */
export function DashboardScreen({
  greeting,
  balancesSwitch,
  accountCards,
  balanceHistory,
  recentTransactions,
  accountSummary,
  statementsDialog,
}: {
  greeting: ReactNode;
  balancesSwitch: ReactNode;
  accountCards: ReactNode;
  balanceHistory: ReactNode;
  recentTransactions: ReactNode;
  accountSummary: ReactNode;
  statementsDialog: (show: boolean, onClose: () => void) => ReactNode;
}) {
  const [statementsOpened, setStatementsOpened] = useState(false);
  const [statementsOpen, setStatementsOpen] = useState(false);

  const openStatements = () => {
    setStatementsOpened(true);
    setStatementsOpen(true);
  };

  return (
    <Container className="py-4 py-md-5" data-testid="dashboard">
      <PageHeader
        title="Dashboard"
        heading={greeting}
        headingTestId="dashboard-greeting"
        description={`${today.format(new Date())} · Here is where your sandbox money stands.`}
        actions={balancesSwitch}
      />

      <section aria-label="Your accounts" className="mb-4">
        {accountCards}
      </section>

      <Row className="g-4">
        <Col lg={8} className="d-flex flex-column gap-4">
          {balanceHistory}
          {recentTransactions}
        </Col>
        <Col lg={4} className="d-flex flex-column gap-4">
          {accountSummary}
          <QuickActions />
          <QuickLinks onDownloadStatements={openStatements} />
        </Col>
      </Row>

      {statementsOpened ? statementsDialog(statementsOpen, () => setStatementsOpen(false)) : null}
    </Container>
  );
}
