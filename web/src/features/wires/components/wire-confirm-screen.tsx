import { formatCents, wireMessages, type Wire } from '@sandbank/shared';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { DetailRow } from '../../../components/ui/detail-row';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';
import { ShieldIcon } from '../../../components/ui/app-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { useMyWire, wiresQueryKey } from '../api/wires';
import { confirmStage, type ConfirmStage } from '../lib/confirm-step';
import { WireConfirmForm } from './wire-confirm-form';
import { formatDateTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';

/** What an expired request's step says: it never reserved anything. */
const EXPIRED_TEXT = 'This request expired before its code was entered. Nothing was reserved.';

/**
 * What the customer is about to confirm: the amount, the fee, the total the code reserves, and
 * where it goes. A request that expired reserved nothing, and says so.
 */
function WireSummary({ wire, expired }: { wire: Wire; expired: boolean }) {
  const total = <span className="fw-semibold">{formatCents(wire.amountCents + wire.feeCents)}</span>;
  return (
    <Card data-testid="wire-summary">
      <Card.Body className="p-4">
        <h2 className="h6 fw-semibold mb-3">Transfer summary</h2>
        <dl className="mb-0">
          <DetailRow label="Amount" value={formatCents(wire.amountCents)} testId="wire-summary-amount" />
          <DetailRow label="Fee" value={formatCents(wire.feeCents)} testId="wire-summary-fee" />
          {expired ? (
            <DetailRow label="Reserved" value="Nothing" testId="wire-summary-reserved" />
          ) : wire.status === 'awaiting_confirmation' ? (
            <DetailRow label="Total to reserve" value={total} testId="wire-summary-total" />
          ) : (
            <DetailRow label="Total reserved" value={total} testId="wire-summary-total" />
          )}
          <DetailRow label="Recipient" value={wire.recipientName} testId="wire-summary-recipient" />
          <DetailRow label="Bank" value={`${wire.recipientBank} (${wire.swift})`} testId="wire-summary-bank" />
          <DetailRow label="Account / IBAN" value={<span className="font-monospace small">{wire.recipientAccount}</span>} testId="wire-summary-account" />
        </dl>
      </Card.Body>
    </Card>
  );
}

/** The step's body for each stage: the code form, or why no code can be typed and where to go. */
function ConfirmStep({ wire, stage, now, onConfirmed }: { wire: Wire; stage: ConfirmStage; now: number; onConfirmed: (wire: Wire) => void }) {
  if (stage === 'expired') {
    return (
      <>
        <Alert variant="warning" data-testid="wire-confirm-expired">
          {EXPIRED_TEXT}
        </Alert>
        <ButtonLink to={paths.transfers.wire} variant="primary" data-testid="wire-confirm-start-again">
          Start a new wire transfer
        </ButtonLink>
      </>
    );
  }
  if (stage === 'confirmed') {
    return (
      <>
        <Alert variant="info" data-testid="wire-confirm-done">
          {wireMessages.alreadyConfirmed}.
        </Alert>
        <ButtonLink to={paths.dashboard} variant="primary" data-testid="wire-confirm-to-dashboard">
          Go to the dashboard
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <p className="text-body-secondary" data-testid="wire-confirm-instructions">
        We emailed you a 6-digit code. Enter it to reserve {formatCents(wire.amountCents + wire.feeCents)} for this transfer
        {wire.codeExpiresAt ? <> before {formatDateTime(wire.codeExpiresAt)}</> : null}. The back office then reviews it.
      </p>
      <WireConfirmForm wire={wire} stage={stage} now={now} onConfirmed={onConfirmed} />
    </>
  );
}

/** The step and the summary, which both follow the code's clock (a lapsed code voids the request). */
function LoadedWire({ wire, onConfirmed }: { wire: Wire; onConfirmed: (wire: Wire) => void }) {
  const now = useNow(wire.status === 'awaiting_confirmation');
  const stage = confirmStage(wire, now);
  return (
    <Row className="g-4">
      <Col lg={6}>
        <Card>
          <Card.Body className="p-4">
            <ConfirmStep wire={wire} stage={stage} now={now} onConfirmed={onConfirmed} />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={6}>
        <WireSummary wire={wire} expired={stage === 'expired'} />
      </Col>
    </Row>
  );
}

/**
 * The confirmation step of a wire (`:wireId` in the URL): the emailed code places the hold; the back
 * office decides next. `onMoneyMoved` reads again what the hold changes elsewhere (the balances, the history).
 */
export function WireConfirmScreen({ onMoneyMoved }: { onMoneyMoved: () => void }) {
  const { wireId = '' } = useParams();
  const wire = useMyWire(wireId);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onConfirmed = () => {
    toast({ title: wireMessages.submittedTitle, message: wireMessages.submitted, variant: 'success' });
    void navigate(paths.dashboard);
    // The hold changed the balance and the history, and this wire's status.
    onMoneyMoved();
    void queryClient.invalidateQueries({ queryKey: wiresQueryKey });
  };

  return (
    <Container className="py-4 py-md-5" data-testid="wire-confirm-page">
      <PageHeader
        title="Confirm Wire Transfer"
        description="Enter the code we emailed you to confirm this wire."
        icon={<ShieldIcon size={22} />}
        back={{ to: paths.transfers.wire, label: 'Back to wire transfer', testId: 'wire-confirm-back' }}
      />
      <QueryState query={wire} testId="wire-confirm-load" errorMessage="This wire request could not be loaded." loading={<FormPlaceholder fields={2} testId="wire-confirm-loading" />}>
        {(loaded) => <LoadedWire wire={loaded} onConfirmed={onConfirmed} />}
      </QueryState>
    </Container>
  );
}
