import { formatCents, type InternalTransferBody } from '@sandbank/shared';
import { useQueryClient } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { FormPlaceholder } from '../../components/ui/form-placeholder';
import { SwapIcon } from '../../components/ui/app-icons';
import { InfoPanel } from '../../components/ui/info-panel';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useToast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { accountsQueryKey, useMyAccounts } from '../../features/accounts/api/listMyAccounts';
import { sourceAccountOptions } from '../../features/accounts/lib/source-account-options';
import { transactionsQueryKey } from '../../features/transactions/api/listMyTransactions';
import { InternalTransferForm } from '../../features/transfers/components/internal-transfer-form';
import { internalTransferMessages } from '../../features/transfers/lib/internal-transfer-form';
import { useSignedInUser } from '../../lib/use-session';

const facts = [
  'Money arrives at once in the recipient’s primary checking account.',
  'Internal transfers between customers of this bank are free.',
  'Use the email address the recipient signs in with.',
  'Your note appears in both histories.',
];

/** /internal-transfer: send money to another customer by email. */
export function InternalTransferRoute() {
  const accounts = useMyAccounts();
  const user = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const sourceAccounts = {
    isError: accounts.isError,
    refetch: accounts.refetch,
    data: accounts.data ? sourceAccountOptions(accounts.data.items) : undefined,
  };

  const onTransferred = (_result: unknown, body: InternalTransferBody) => {
    void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
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
          <Card>
            <Card.Body className="p-4">
              <QueryState
                query={sourceAccounts}
                testId="internal-transfer-accounts"
                errorMessage="Your accounts could not be loaded."
                loading={<FormPlaceholder fields={4} testId="internal-transfer-loading" />}
              >
                {(options) => <InternalTransferForm sourceAccounts={options} ownEmail={user.email} onTransferred={onTransferred} />}
              </QueryState>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <InfoPanel title="How internal transfers work" facts={facts} footnote="Sandbox money only: balances and transfers here are demo data." testId="internal-transfer-info" />
        </Col>
      </Row>
    </Container>
  );
}
