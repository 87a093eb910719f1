import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';
import { ShieldIcon } from '../../../components/ui/app-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useMe } from '../api/getMe';
import { AvatarEditor } from './avatar-editor';
import { ProfileForm } from './profile-form';

/**
 * The picture, names, phone and address, the password (`passwordForm`, the sign-in's own form),
 * two-step sign-in (`authenticatorPanel`, given the profile's email) and the way to the webhooks.
 */
export function ProfileScreen({ passwordForm, authenticatorPanel }: { passwordForm: ReactNode; authenticatorPanel?: (email: string) => ReactNode }) {
  const me = useMe();
  return (
    <Container className="py-4 py-md-5" data-testid="profile-page">
      <PageHeader
        title="Profile Settings"
        description="Your picture, your details and your password."
        back={{ to: paths.dashboard, label: 'Back to dashboard', testId: 'profile-back' }}
      />
      <QueryState query={me} testId="profile" errorMessage="Your profile could not be loaded." loading={<FormPlaceholder fields={4} testId="profile-loading" />}>
        {(profile) => (
          <Row className="g-4">
            <Col lg={4}>
              <Card>
                <Card.Body className="p-4">
                  <h2 className="h5 mb-4">Profile picture</h2>
                  <AvatarEditor profile={profile} />
                </Card.Body>
              </Card>
            </Col>
            <Col lg={8} className="d-flex flex-column gap-4">
              <Card>
                <Card.Body className="p-4">
                  <h2 className="h5 mb-4">Personal information</h2>
                  <ProfileForm profile={profile} />
                </Card.Body>
              </Card>
              <Card>
                <Card.Body className="p-4">
                  <h2 className="h5 mb-1 d-flex align-items-center gap-2">
                    <ShieldIcon size={18} aria-hidden="true" /> Change password
                  </h2>
                  <p className="text-body-secondary small mb-4">You stay signed in here; use the new password the next time you sign in.</p>
                  {passwordForm}
                </Card.Body>
              </Card>
              {authenticatorPanel ? (
                <Card data-testid="profile-two-step">
                  <Card.Body className="p-4">
                    <h2 className="h5 mb-1">Two-step sign-in</h2>
                    <p className="text-body-secondary small mb-3">A code from an authenticator app on your phone, asked for after your password.</p>
                    {authenticatorPanel(profile.email)}
                  </Card.Body>
                </Card>
              ) : null}
              <Card data-testid="profile-webhooks">
                <Card.Body className="p-4 d-flex flex-wrap justify-content-between align-items-center gap-3">
                  <div>
                    <h2 className="h5 mb-1">Webhooks</h2>
                    <p className="text-body-secondary small mb-0">Have the bank call your own endpoints when something happens in your accounts.</p>
                  </div>
                  <ButtonLink to={paths.webhooks} variant="outline-primary" data-testid="profile-webhooks-link">
                    Manage webhooks
                  </ButtonLink>
                </Card.Body>
              </Card>
            </Col>
          </Row>
        )}
      </QueryState>
    </Container>
  );
}
