import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { QueryState } from '../../../components/ui/query-state';
import { useTransactionsOfLastDays } from '../api/listMyTransactions';
import { balanceSeries } from '../lib/balance-series';
import { BalanceChart } from './balance-chart';
import '../transactions.css';

const DAYS = 30;

/**
 * Total balance over the last 30 days, worked out from today's balance and the history; while
 * balances are hidden (`hidden`), a line saying so in place of the chart and its amounts.
 */
export function BalanceHistory({ currentBalanceCents, enabled, hidden = false }: { currentBalanceCents: number | null; enabled: boolean; hidden?: boolean }) {
  const history = useTransactionsOfLastDays(DAYS, { enabled });
  const chart = {
    data: history.data && currentBalanceCents !== null ? { transactions: history.data, currentBalanceCents } : undefined,
    isError: history.isError,
    refetch: history.refetch,
  };

  return (
    <Card data-testid="balance-history">
      <Card.Body>
        <Card.Title as="h2" className="h6 text-body-secondary text-uppercase small fw-semibold mb-3">
          Balance, last {DAYS} days
        </Card.Title>
        {hidden ? (
          <p className="balance-history-hidden text-body-secondary mb-0" data-testid="balance-history-hidden">
            The chart is hidden while balances are hidden.
          </p>
        ) : (
          <QueryState
            query={chart}
            testId="balance-history"
            errorMessage="The balance history could not be loaded."
            loading={
              // The chart's height and its date line, so the list below does not move when it arrives.
              <Placeholder as="div" animation="glow" aria-hidden="true">
                <Placeholder xs={12} className="d-block" style={{ height: 160 }} />
                <Placeholder xs={12} size="sm" className="d-block balance-chart-dates" />
              </Placeholder>
            }
          >
            {(data) => <BalanceChart points={balanceSeries({ ...data, now: new Date(), days: DAYS })} />}
          </QueryState>
        )}
      </Card.Body>
    </Card>
  );
}
