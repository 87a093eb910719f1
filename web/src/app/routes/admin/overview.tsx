import Card from 'react-bootstrap/Card';
import { ButtonLink } from '../../../components/ui/button-link';
import { ShieldIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/use-session';

/** The back office's front door. Its screens arrive in a later release; this page says so. */
export function AdminOverviewRoute() {
  const user = useSignedInUser();
  return (
    <div data-testid="admin-overview">
      <PageHeader
        title="Admin overview"
        headingTestId="admin-overview-title"
        icon={<ShieldIcon size={24} />}
        description={<span data-testid="admin-overview-email">Signed in as {user.email ?? 'an administrator'}</span>}
      />
      <Card>
        <Card.Body className="p-4">
          <h2 className="h5">The back office arrives in a later release</h2>
          <p className="text-body-secondary" data-testid="admin-overview-note">
            This release ships the customer side of the sandbox and the administrator role itself. User and account
            management, wire and check approvals, the safe-locker review and the audit log are coming in later releases
            of this sandbox. Until then, nothing here changes any data.
          </p>
          <ButtonLink to={paths.dashboard} variant="outline-primary" data-testid="admin-overview-dashboard">
            Go to the customer dashboard
          </ButtonLink>
        </Card.Body>
      </Card>
    </div>
  );
}
