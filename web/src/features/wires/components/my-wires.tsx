import { formatCents, type Wire } from '@sandbank/shared';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Placeholder from 'react-bootstrap/Placeholder';
import { ListingCard } from '../../../components/listing/listing-card';
import { ButtonLink } from '../../../components/ui/button-link';
import { wireConfirmPath } from '../../../config/paths';
import { formatDateLabel } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useMyWirePages } from '../api/wires';
import { wireListStatus, wireListStatusLooks } from '../lib/wire-status';

function WireRow({ wire, now }: { wire: Wire; now: number }) {
  const status = wireListStatus(wire, now);
  const looks = wireListStatusLooks[status];
  return (
    <ListGroup.Item className="py-3" data-testid="my-wire" data-wire-id={wire.id} data-status={status}>
      <div className="d-flex justify-content-between align-items-start gap-3">
        <div className="min-w-0">
          <div className="fw-semibold text-break" data-testid="my-wire-recipient">
            {wire.recipientName}
          </div>
          <div className="small text-body-secondary text-break">
            {wire.recipientBank} · {formatDateLabel(wire.createdAt)}
          </div>
        </div>
        <div className="text-end">
          <div className="fw-semibold" data-testid="my-wire-amount">
            {formatCents(wire.amountCents)}
          </div>
          <Badge bg={looks.bg} {...(looks.text ? { text: looks.text } : {})} pill data-testid="my-wire-status">
            {looks.label}
          </Badge>
        </div>
      </div>
      {status === 'awaiting-code' ? (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
          <span className="small text-body-secondary">Nothing is reserved until you enter the emailed code.</span>
          <ButtonLink
            to={wireConfirmPath(wire.id)}
            variant="outline-primary"
            size="sm"
            aria-label={`Enter code for the wire of ${formatCents(wire.amountCents)} to ${wire.recipientName}`}
            data-testid="my-wire-enter-code"
          >
            Enter code
          </ButtonLink>
        </div>
      ) : null}
      {status === 'rejected' && wire.adminNotes ? (
        <div className="small text-danger-emphasis mt-2 text-break" data-testid="my-wire-reason">
          Rejected: {wire.adminNotes}
        </div>
      ) : null}
    </ListGroup.Item>
  );
}

/** The customer's wire requests with their status; one still waiting for its code leads back to the code step. */
export function MyWires() {
  const wires = useMyWirePages();
  const items = wires.data?.pages.flatMap((page) => page.items) ?? [];
  // Ticks while a request waits for its code, so it turns to Expired when the code lapses.
  const now = useNow(items.some((wire) => wire.status === 'awaiting_confirmation'));
  return (
    <ListingCard
      listing={wires}
      testId="my-wires"
      cardTestId="my-wires"
      header={
        <Card.Header className="bg-transparent py-3">
          <h2 className="h6 mb-0 fw-semibold">My wires</h2>
        </Card.Header>
      }
      failureText="Your wire transfers could not be loaded."
      loading={
        <Card.Body>
          {[0, 1].map((row) => (
            <Placeholder as="div" animation="glow" key={row} className="mb-3">
              <Placeholder xs={8} /> <Placeholder xs={3} />
            </Placeholder>
          ))}
        </Card.Body>
      }
      empty="No wire transfers yet"
      noun={{ one: 'wire', other: 'wires' }}
    >
      {(list) => (
        <ListGroup variant="flush">
          {list.map((wire) => (
            <WireRow key={wire.id} wire={wire} now={now} />
          ))}
        </ListGroup>
      )}
    </ListingCard>
  );
}
