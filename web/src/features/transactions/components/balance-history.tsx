import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTransactionsOfLastDays } from '../api/listMyTransactions';
import { balanceSeries } from '../lib/balance-series';
import { BalanceChart } from './balance-chart';

const DAYS = 30;

/** Total balance over the last 30 days, worked out from today's balance and the history. */
export function BalanceHistory({ currentBalanceCents, enabled }: { currentBalanceCents: number | null; enabled: boolean }) {
  const history = useTransactionsOfLastDays(DAYS, { enabled });

  return (
    <Card data-testid="balance-history">
      <Card.Body>
        <Card.Title as="h2" className="h6 text-body-secondary text-uppercase small fw-semibold mb-3">
          Balance, last {DAYS} days
        </Card.Title>
        {history.isError ? (
          <p className="text-body-secondary small mb-0" data-testid="balance-history-error">
            The balance history could not be loaded.
          </p>
        ) : history.data && currentBalanceCents !== null ? (
          <BalanceChart points={balanceSeries({ currentBalanceCents, transactions: history.data, now: new Date(), days: DAYS })} />
        ) : (
          <Placeholder as="div" animation="glow">
            <Placeholder xs={12} style={{ height: 160 }} />
          </Placeholder>
        )}
      </Card.Body>
    </Card>
  );
}
