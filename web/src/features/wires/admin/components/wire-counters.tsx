import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useWireCounters } from '../api/wires';

const count = new Intl.NumberFormat('en-US');

const counters = [
  { key: 'total', label: 'Total' },
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
] as const;

/** The wire counters the server maintains: every wire that reached the back office, and per status. */
export function WireCounters() {
  const figures = useWireCounters();
  return (
    <Row xs={2} md={4} className="g-3 mb-3" data-testid="wire-counters">
      {counters.map(({ key, label }) => (
        <Col key={key}>
          <Card className="h-100">
            <Card.Body className="py-3">
              <span className="d-block small text-body-secondary">{label}</span>
              <span className="d-block h4 mb-0" data-testid={`wire-counter-${key}`} aria-busy={figures.data === undefined}>
                {figures.data ? count.format(figures.data[key]) : figures.isError ? '—' : '…'}
              </span>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
