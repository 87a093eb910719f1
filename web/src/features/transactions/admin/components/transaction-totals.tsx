import { formatCents, type TransactionTotals as Totals } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

const count = new Intl.NumberFormat('en-US');

/** Stands in for a figure until the first answer, the same size, so nothing moves when it arrives. */
const pending = <span className="placeholder col-6" />;

/** The bank's counters of entries: all of them, credits, debits and what they moved (placeholders until known). */
export function TransactionTotals({ totals }: { totals: Totals | undefined }) {
  const figures = [
    { key: 'total', label: 'Total', value: totals ? count.format(totals.total) : pending, detail: 'entries in the ledger' },
    {
      key: 'deposits',
      label: 'Deposits',
      value: totals ? count.format(totals.deposits.count) : pending,
      detail: totals ? formatCents(totals.deposits.cents, { signed: true }) : pending,
    },
    {
      key: 'withdrawals',
      label: 'Withdrawals',
      value: totals ? count.format(totals.withdrawals.count) : pending,
      detail: totals ? formatCents(totals.withdrawals.cents, { signed: true }) : pending,
    },
    { key: 'volume', label: 'Total Volume', value: totals ? formatCents(totals.volumeCents) : pending, detail: 'sum of absolute amounts' },
  ];
  return (
    <Row xs={2} xl={4} className={`g-3 mb-3${totals ? '' : ' placeholder-glow'}`} data-testid="admin-transaction-totals">
      {figures.map((figure) => (
        <Col key={figure.key}>
          <Card className="h-100">
            <Card.Body>
              <span className="d-block small text-body-secondary">{figure.label}</span>
              <span className="d-block h5 mb-0 text-truncate" data-testid={`admin-total-${figure.key}`}>
                {figure.value}
              </span>
              <span className="d-block small text-body-secondary text-truncate">{figure.detail}</span>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
