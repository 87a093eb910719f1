import { formatCents, type Wire } from '@sandbank/shared';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { SendIcon } from '../../../components/ui/icons';
import { InfoPanel } from '../../../components/ui/info-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { bankSettings } from '../../../lib/bank-settings';
import { paths, wireConfirmPath } from '../../../config/paths';
import type { SourceAccountsSlot } from '../../../components/domain/source-account-field';
import { MyWires } from './my-wires';
import { WireTransferForm } from './wire-transfer-form';

/** The rules of a wire, with the figures this deployment enforces. */
function wireFacts(): string[] {
  const { feeCents, minCents, maxCents } = bankSettings().wire;
  return [
    'Processed within 1–3 business days after approval.',
    `A flat fee of ${formatCents(feeCents)} per wire, reserved with the amount.`,
    `From ${formatCents(minCents)} to ${formatCents(maxCents)} per wire.`,
    'Every wire is confirmed with a 6-digit code we email you, then approved by our back office.',
    'The recipient’s SWIFT/BIC code is mandatory.',
    'If a wire is rejected, the amount and the fee return to your account in full.',
  ];
}

/**
 * A wire to another bank, filed here and confirmed with an emailed code on the next step; beside
 * the form, the customer's wires, where one still waiting for its code is picked up again.
 */
export function WireTransferScreen({ SourceAccountsCard }: { SourceAccountsCard: SourceAccountsSlot }) {
  const navigate = useNavigate();

  const onCreated = (wire: Wire) => void navigate(wireConfirmPath(wire.id));

  return (
    <Container className="py-4 py-md-5" data-testid="wire-transfer-page">
      <PageHeader
        title="Wire Transfer"
        description="Send money to an account at another bank."
        icon={<SendIcon size={22} />}
        back={{ to: paths.dashboard, label: 'Back to dashboard', testId: 'wire-transfer-back' }}
      />

      <Row className="g-4">
        <Col lg={7}>
          <SourceAccountsCard testId="wire-transfer" fields={9}>
            {(options) => <WireTransferForm sourceAccounts={options} settings={bankSettings()} onCreated={onCreated} />}
          </SourceAccountsCard>
        </Col>
        <Col lg={5} className="d-flex flex-column gap-4">
          <MyWires />
          <InfoPanel title="How wire transfers work" facts={wireFacts()} footnote="We never ask for any other code or payment to release a transfer. Sandbox money only." testId="wire-transfer-info" />
        </Col>
      </Row>
    </Container>
  );
}
