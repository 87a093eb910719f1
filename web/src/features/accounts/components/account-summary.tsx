import { formatCents, type Account } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useMyAccounts } from '../api/listMyAccounts';
import { summarizeAccounts } from '../lib/summarize-accounts';
import { HiddenAmount } from './account-card';

/** Total balance, pending holds and the number of accounts; the amounts are dots while balances are hidden. */
export function AccountSummary({ accounts, balancesHidden = false }: { accounts: readonly Account[]; balancesHidden?: boolean }) {
  const { totalBalanceCents, pendingHoldsCents } = summarizeAccounts(accounts);
  return (
    <Card data-testid="account-summary">
      <Card.Body>
        <Card.Title as="h2" className="h6 text-body-secondary text-uppercase small fw-semibold mb-3">
          Account Summary
        </Card.Title>
        <div className="mb-3">
          <div className="small text-body-secondary">Total balance</div>
          <div className="fs-3 fw-semibold" data-testid="summary-total-balance" data-hidden={balancesHidden}>
            {balancesHidden ? <HiddenAmount /> : formatCents(totalBalanceCents)}
          </div>
        </div>
        <div className="d-flex justify-content-between border-top pt-3">
          <div>
            <div className="small text-body-secondary">Pending holds</div>
            <div className="fw-semibold" data-testid="summary-pending-holds" data-hidden={balancesHidden}>
              {balancesHidden ? <HiddenAmount /> : formatCents(pendingHoldsCents)}
            </div>
          </div>
          <div className="text-end">
            <div className="small text-body-secondary">Accounts</div>
            <div className="fw-semibold" data-testid="summary-account-count">
              {accounts.length}
            </div>
          </div>
        </div>
      </Card.Body>
    </Card>
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

/** The summary of the customer's accounts, or its placeholder until they are loaded. */
export function MyAccountSummary({ balancesHidden }: { balancesHidden: boolean }) {
  const accounts = useMyAccounts();
  return accounts.data ? <AccountSummary accounts={accounts.data.items} balancesHidden={balancesHidden} /> : <SummaryLoading />;
}
