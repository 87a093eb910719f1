import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { QueryState } from '../../../components/ui/query-state';
import { useMyAccounts } from '../api/listMyAccounts';
import { AccountCard } from './account-card';
import '../accounts.css';

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

/** The customer's accounts, a card each, in a row; `balancesHidden` puts dots in place of the balances. */
export function AccountCards({ balancesHidden }: { balancesHidden: boolean }) {
  const accounts = useMyAccounts();
  return (
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
              <AccountCard account={account} hidden={balancesHidden} />
            </Col>
          ))}
        </Row>
      )}
    </QueryState>
  );
}
