import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { ButtonLink } from '../../components/ui/button-link';
import { ShieldIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../features/auth/hooks/use-session';

/** The back office's front door. Its screens arrive in a later release; this page says so. */
export function AdminOverviewRoute() {
  const user = useSignedInUser();
  return (
    <Container className="py-4 py-md-5" data-testid="admin-overview">
      <div className="d-flex align-items-center gap-3 mb-4">
        <span className="admin-badge">
          <ShieldIcon size={24} />
        </span>
        <div>
          <h1 className="h3 mb-0" data-testid="admin-overview-title">
            Admin overview
          </h1>
          <div className="text-body-secondary small" data-testid="admin-overview-email">
            Signed in as {user.email ?? 'an administrator'}
          </div>
        </div>
      </div>
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
    </Container>
  );
}
