import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../../components/ui/page-title';
import { useToast } from '../../../../components/ui/toaster';
import { paths } from '../../../../config/paths';
import { endSessionHere, hasAuthenticator } from '../../../../lib/auth-actions';
import { signOutAndEndLiveConnections } from '../../../../lib/sign-out';
import { AuthenticatorSetup } from '../../components/authenticator-setup';

type Standing = 'checking' | 'enrolled' | 'notEnrolled' | 'unknown';

/**
 * What the back office shows an administrator whose session did not sign in with an authenticator
 * code, instead of any of its screens (the API refuses them every admin operation too): the
 * enrolment of an app, or — once one is enrolled — a new sign-in with its code. Tokens are made at
 * sign-in, so only a new sign-in carries the proof; enrolling ends every session of the user.
 */
export function AdminMfaScreen({ email }: { email: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [standing, setStanding] = useState<Standing>('checking');
  usePageTitle(standing === 'enrolled' ? 'Sign In With Your Code' : 'Set Up Two-Step Sign-In');

  useEffect(() => {
    let current = true;
    hasAuthenticator().then(
      (enrolled) => current && setStanding(enrolled ? 'enrolled' : 'notEnrolled'),
      () => current && setStanding('unknown'),
    );
    return () => {
      current = false;
    };
  }, []);

  const signInAgain = async () => {
    await endSessionHere();
    void navigate(paths.auth);
  };

  const enrolled = async () => {
    await signOutAndEndLiveConnections();
    void navigate(paths.auth);
    toast({ title: 'Authenticator app added', message: 'Sign in again with your password and the code your app shows.', variant: 'success' });
  };

  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 640 }} data-testid="admin-mfa-screen">
      <Card as="main">
        <Card.Body className="p-4">
          {standing === 'enrolled' || standing === 'unknown' ? (
            <section aria-labelledby="admin-mfa-title">
              <h1 id="admin-mfa-title" className="h3">
                Sign In With Your Code
              </h1>
              <p data-testid="admin-mfa-sign-in-again">
                The back office needs a session that signed in with your authenticator app&rsquo;s code. This one did not, or it has
                been renewed since; sign in again with your password and the code.
              </p>
              <Button onClick={() => void signInAgain()} data-testid="admin-mfa-sign-in">
                Sign In Again
              </Button>
            </section>
          ) : (
            <section aria-labelledby="admin-mfa-title">
              <h1 id="admin-mfa-title" className="h3">
                Set Up Two-Step Sign-In
              </h1>
              <p>
                Administrators sign in with a password <strong>and</strong> a code from an authenticator app. Until you add one, the
                back office stays closed to you.
              </p>
              {standing === 'checking' ? (
                <div role="status" className="text-body-secondary">
                  Checking your account…
                </div>
              ) : (
                <AuthenticatorSetup accountName={email} onEnrolled={enrolled} />
              )}
            </section>
          )}
          <hr />
          <Button variant="link" className="px-0" onClick={() => void signOutAndEndLiveConnections().then(() => navigate(paths.home))} data-testid="admin-mfa-sign-out">
            Sign Out
          </Button>
        </Card.Body>
      </Card>
    </Container>
  );
}
