import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { formatCents } from '@sandbank/shared';
import { FormPlaceholder } from '../../components/ui/form-placeholder';
import { InfoPanel } from '../../components/ui/info-panel';
import { CheckDepositIcon } from '../../components/ui/app-icons';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useToast } from '../../components/ui/toaster';
import { bankSettings } from '../../lib/bank-settings';
import { paths } from '../../config/paths';
import { useMyAccounts } from '../../features/accounts/api/listMyAccounts';
import { maskedAccountNumber } from '../../features/accounts/lib/masked-account-number';
import { CheckDepositForm, type DepositAccountOption } from '../../features/checks/components/check-deposit-form';
import { MyChecks } from '../../features/checks/components/my-checks';
import { checkDepositMessages } from '../../features/checks/lib/check-deposit-form';

/** /check-deposit: deposit a check for review, and follow the checks deposited before. */
export function CheckDepositRoute() {
  const accounts = useMyAccounts();
  const toast = useToast();
  const navigate = useNavigate();
  const facts = [
    `Up to ${formatCents(bankSettings().check.maxCents)} per check.`,
    'An administrator reviews every check; your balance changes only once it is approved.',
    'A check can be deposited once: the same routing number, account number and check number are refused the second time.',
    'You are notified when it is approved or rejected.',
  ];

  const options = {
    isError: accounts.isError,
    refetch: accounts.refetch,
    data: accounts.data?.items.map((account): DepositAccountOption => ({ id: account.id, name: account.name, maskedNumber: maskedAccountNumber(account.number) })),
  };

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
          <Card>
            <Card.Body className="p-4">
              <QueryState
                query={options}
                testId="check-deposit-accounts"
                errorMessage="Your accounts could not be loaded."
                loading={<FormPlaceholder fields={6} testId="check-deposit-loading" />}
              >
                {(list) => <CheckDepositForm accounts={list} onDeposited={onDeposited} />}
              </QueryState>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5} className="d-flex flex-column gap-4">
          <InfoPanel title="How check deposits work" facts={facts} testId="check-deposit-info" />
          <MyChecks />
        </Col>
      </Row>
    </Container>
  );
}
