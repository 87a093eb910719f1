import { formatCents, type Account } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import { summarizeAccounts } from '../lib/summarize-accounts';

export function AccountSummary({ accounts }: { accounts: readonly Account[] }) {
  const { totalBalanceCents, pendingHoldsCents } = summarizeAccounts(accounts);
  return (
    <Card data-testid="account-summary">
      <Card.Body>
        <Card.Title as="h2" className="h6 text-body-secondary text-uppercase small fw-semibold mb-3">
          Account Summary
        </Card.Title>
        <div className="mb-3">
          <div className="small text-body-secondary">Total balance</div>
          <div className="fs-3 fw-semibold" data-testid="summary-total-balance">
            {formatCents(totalBalanceCents)}
          </div>
        </div>
        <div className="d-flex justify-content-between border-top pt-3">
          <div>
            <div className="small text-body-secondary">Pending holds</div>
            <div className="fw-semibold" data-testid="summary-pending-holds">
              {formatCents(pendingHoldsCents)}
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
