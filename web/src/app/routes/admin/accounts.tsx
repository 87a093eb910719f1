import { PageHeader } from '../../../components/ui/page-header';
import { AccountsScreen } from '../../../features/back-office/components/accounts-screen';

export function AdminAccountsRoute() {
  return (
    <div data-testid="admin-accounts">
      <PageHeader title="Accounts" headingTestId="admin-accounts-title" description="Every account of the bank: find one by name, number or holder." />
      <AccountsScreen />
    </div>
  );
}
