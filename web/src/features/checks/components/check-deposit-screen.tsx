import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { formatCents } from '@sandbank/shared';
import { InfoPanel } from '../../../components/ui/info-panel';
import { CheckDepositIcon } from '../../../components/ui/app-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toaster';
import { bankSettings } from '../../../lib/bank-settings';
import { paths } from '../../../config/paths';
import type { SourceAccountsSlot } from '../../../components/domain/source-account-field';
import { checkDepositMessages } from '../lib/check-deposit-form';
import { CheckDepositForm } from './check-deposit-form';
import { MyChecks } from './my-checks';

/** Deposit a check for review, and follow the checks deposited before. */
export function CheckDepositScreen({ SourceAccountsCard }: { SourceAccountsCard: SourceAccountsSlot }) {
  const toast = useToast();
  const navigate = useNavigate();
  const facts = [
    `Up to ${formatCents(bankSettings().check.maxCents)} per check.`,
    'An administrator reviews every check; your balance changes only once it is approved.',
    'A check can be deposited once: the same routing number, account number and check number are refused the second time.',
    'You are notified when it is approved or rejected.',
  ];

  const onDeposited = () => {
    toast({ title: 'Check Deposit Submitted', message: checkDepositMessages.success, variant: 'success' });
    void navigate(paths.dashboard);
  };

  return (
    <Container className="py-4 py-md-5" data-testid="check-deposit-page">
      <PageHeader
        title="Deposit Check"
        description="Deposit a check into one of your accounts."
        icon={<CheckDepositIcon size={22} />}
        back={{ to: paths.dashboard, label: 'Back to dashboard', testId: 'check-deposit-back' }}
      />
      <Row className="g-4">
        <Col lg={7}>
          <SourceAccountsCard testId="check-deposit" fields={6}>
            {(options) => <CheckDepositForm accounts={options} onDeposited={onDeposited} />}
          </SourceAccountsCard>
        </Col>
        <Col lg={5} className="d-flex flex-column gap-4">
          <InfoPanel title="How check deposits work" facts={facts} testId="check-deposit-info" />
          <MyChecks />
        </Col>
      </Row>
    </Container>
  );
}
