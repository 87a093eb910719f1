import { PageHeader } from '../../../components/ui/page-header';
import { ChecksScreen } from '../../../features/checks/admin/components/checks-screen';

export function AdminChecksRoute() {
  return (
    <div data-testid="admin-checks">
      <PageHeader title="Checks" headingTestId="admin-checks-title" description="Review deposited checks: approving one credits the customer's account at once." />
      <ChecksScreen />
    </div>
  );
}
