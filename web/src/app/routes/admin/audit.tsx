import { PageHeader } from '../../../components/ui/page-header';
import { AuditScreen } from '../../../features/back-office/components/audit-screen';

export function AdminAuditRoute() {
  return (
    <div data-testid="admin-audit">
      <PageHeader title="Audit log" headingTestId="admin-audit-title" description="Every back-office action, newest first, sealed in one verifiable chain." />
      <AuditScreen />
    </div>
  );
}
