import { formatCents, type TransactionTotals as Totals } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

const count = new Intl.NumberFormat('en-US');

/** The bank's counters of entries: all of them, credits, debits and what they moved. */
export function TransactionTotals({ totals }: { totals: Totals }) {
  const figures = [
    { key: 'total', label: 'Total', value: count.format(totals.total), detail: 'entries in the ledger' },
    { key: 'deposits', label: 'Deposits', value: count.format(totals.deposits.count), detail: formatCents(totals.deposits.cents, { signed: true }) },
    { key: 'withdrawals', label: 'Withdrawals', value: count.format(totals.withdrawals.count), detail: formatCents(totals.withdrawals.cents, { signed: true }) },
    { key: 'volume', label: 'Total Volume', value: formatCents(totals.volumeCents), detail: 'sum of absolute amounts' },
  ];
  return (
    <Row xs={2} xl={4} className="g-3 mb-3" data-testid="admin-transaction-totals">
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
