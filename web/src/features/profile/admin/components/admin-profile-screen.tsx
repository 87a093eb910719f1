import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { ShieldIcon } from '../../../../components/ui/app-icons';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryState } from '../../../../components/ui/query-state';
import { useMe } from '../../api/getMe';
import { formatDateTime } from '../../../../lib/format';

/** The back office's profile: who the administrator is, and their password (`passwordForm`, the sign-in's own form). */
export function AdminProfileScreen({ passwordForm }: { passwordForm: ReactNode }) {
  const me = useMe();
  return (
    <div data-testid="admin-profile">
      <PageHeader title="Admin Profile" description="Your administrator account." icon={<ShieldIcon size={24} />} />
      <Row className="g-4">
        <Col lg={5}>
          <Card>
            <Card.Body className="p-4">
              <h2 className="h5 mb-4">Account</h2>
              <QueryState
                query={me}
                testId="admin-profile-account"
                errorMessage="Your account could not be loaded."
                loading={
                  <Placeholder as="div" animation="glow">
                    <Placeholder xs={8} /> <Placeholder xs={5} /> <Placeholder xs={6} />
                  </Placeholder>
                }
              >
                {(profile) => (
                  <dl className="mb-0 admin-profile-facts">
                    <dt>Email</dt>
                    <dd data-testid="admin-profile-email">{profile.email}</dd>
                    <dt>Role</dt>
                    <dd data-testid="admin-profile-role">{profile.isAdmin ? 'Administrator' : 'Customer'}</dd>
                    <dt>Created</dt>
                    <dd className="mb-0" data-testid="admin-profile-created">
                      {formatDateTime(profile.createdAt)}
                    </dd>
                  </dl>
                )}
              </QueryState>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={7}>
          <Card>
            <Card.Body className="p-4">
              <h2 className="h5 mb-4">Change password</h2>
              {passwordForm}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
