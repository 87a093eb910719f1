import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { useBrandName } from '../../../config/runtime-config-context';
import { useToast } from '../../../components/ui/toaster';
import { authErrorMessage } from '../../../lib/auth';
import { useSession } from '../hooks/use-session';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import type { Credentials } from './credentials';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'sign-in' | 'sign-up';

/** Sign In and Sign Up tabs, then the confirmation-code step for new customers. */
export function AuthPanel({ initialTab = 'sign-in', onBackHome }: { initialTab?: AuthTab; onBackHome: () => void }) {
  const brandName = useBrandName();
  const { signIn } = useSession();
  const toast = useToast();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);

  const signInNewCustomer = async ({ email, password }: Credentials) => {
    try {
      await signIn(email, password);
      toast({ title: 'Account confirmed', message: `Welcome to ${brandName}! You are now signed in.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Sign In Failed', message: authErrorMessage(error), variant: 'danger' });
      setAwaitingCode(null);
      setTab('sign-in');
    }
  };

  return (
    <Card className="auth-card shadow-sm border-0" data-testid="auth-panel">
      <Card.Body className="p-4 p-sm-5">
        <div className="text-center mb-4">
          <h1 className="h3 mb-1">{awaitingCode ? 'One more step' : tab === 'sign-in' ? 'Welcome back' : 'Open a sandbox account'}</h1>
          <p className="text-body-secondary small mb-0">
            {tab === 'sign-up' || awaitingCode
              ? 'Three demo accounts with sample history are opened for you. No real money, ever.'
              : `Sign in to your ${brandName} sandbox account.`}
          </p>
        </div>
        {awaitingCode ? (
          <ConfirmSignUpForm credentials={awaitingCode} onConfirmed={signInNewCustomer} onBack={() => setAwaitingCode(null)} />
        ) : (
          <>
            <Nav
              variant="pills"
              fill
              className="auth-tabs mb-4"
              activeKey={tab}
              onSelect={(key) => setTab(key === 'sign-up' ? 'sign-up' : 'sign-in')}
              role="tablist"
            >
              <Nav.Item>
                <Nav.Link eventKey="sign-in" role="tab" aria-selected={tab === 'sign-in'} data-testid="auth-tab-sign-in">
                  Sign In
                </Nav.Link>
              </Nav.Item>
              <Nav.Item>
                <Nav.Link eventKey="sign-up" role="tab" aria-selected={tab === 'sign-up'} data-testid="auth-tab-sign-up">
                  Sign Up
                </Nav.Link>
              </Nav.Item>
            </Nav>
            {tab === 'sign-in' ? (
              <SignInForm onNeedsConfirmation={setAwaitingCode} onBackHome={onBackHome} />
            ) : (
              <SignUpForm onCodeSent={setAwaitingCode} onSignedUp={signInNewCustomer} />
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
