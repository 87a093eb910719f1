import { formatCents, type InternalTransferBody } from '@sandbank/shared';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { SwapIcon } from '../../../components/ui/app-icons';
import { InfoPanel } from '../../../components/ui/info-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import type { SourceAccountsSlot } from '../../../components/domain/source-account-field';
import { internalTransferMessages } from '../lib/internal-transfer-form';
import { InternalTransferForm } from './internal-transfer-form';
import { useSignedInUser } from '../../../lib/use-session';

const facts = [
  'Money arrives at once in the recipient’s primary checking account.',
  'Internal transfers between customers of this bank are free.',
  'Use the email address the recipient signs in with.',
  'Your note appears in both histories.',
];

/**
 * Send money to another customer by email. `onMoneyMoved` reads again what a transfer changes
 * elsewhere (the balances, the history).
 */
export function InternalTransferScreen({ SourceAccountsCard, onMoneyMoved }: { SourceAccountsCard: SourceAccountsSlot; onMoneyMoved: () => void }) {
  const user = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();

  const onTransferred = (_result: unknown, body: InternalTransferBody) => {
    onMoneyMoved();
    toast({
      title: internalTransferMessages.success,
      message: `${formatCents(body.amountCents)} sent to ${body.toEmail}.`,
      variant: 'success',
    });
    void navigate(paths.dashboard);
  };

  return (
    <Container className="py-4 py-md-5" data-testid="internal-transfer-page">
      <PageHeader
        title="Internal Transfer"
        description="Send money to another customer of this bank by email."
        icon={<SwapIcon size={22} />}
        back={{ to: paths.dashboard, label: 'Back to dashboard', testId: 'internal-transfer-back' }}
      />

      <Row className="g-4">
        <Col lg={7}>
          <SourceAccountsCard testId="internal-transfer" fields={4}>
            {(options) => <InternalTransferForm sourceAccounts={options} ownEmail={user.email} onTransferred={onTransferred} />}
          </SourceAccountsCard>
        </Col>
        <Col lg={5}>
          <InfoPanel title="How internal transfers work" facts={facts} footnote="Sandbox money only: balances and transfers here are demo data." testId="internal-transfer-info" />
        </Col>
      </Row>
    </Container>
  );
}
