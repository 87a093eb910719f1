import { lazy, startTransition, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useBrandName } from '../../../config/runtime-config-context';
import { useToast } from '../../../components/ui/toaster';
import { authErrorMessage, preloadAuth, signIn } from '../../../lib/auth-actions';
import type { Credentials } from './credentials';
import { SignInForm, signInSchemaResolver } from './sign-in-form';
import '../auth.css';

// Signing up is the less common visit: its forms load when the Sign Up tab (or the code step) first shows.
const SignUpForm = lazy(() => import('./sign-up-form').then((module) => ({ default: module.SignUpForm })));
const ConfirmSignUpForm = lazy(() => import('./confirm-sign-up-form').then((module) => ({ default: module.ConfirmSignUpForm })));
const ForgotPasswordForm = lazy(() => import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })));

export type AuthTab = 'sign-in' | 'sign-up';

const tabs: readonly { id: AuthTab; label: string }[] = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'sign-up', label: 'Sign Up' },
];

/**
 * Sign In and Sign Up tabs, then the confirmation-code step for new customers, or the steps of a
 * forgotten password. `sessionEnded`: the visitor was signed out without asking (auth-screen.tsx).
 */
export function AuthPanel({
  initialTab = 'sign-in',
  sessionEnded = false,
  onBackHome,
}: {
  initialTab?: AuthTab;
  sessionEnded?: boolean;
  onBackHome: () => void;
}) {
  const brandName = useBrandName();
  const toast = useToast();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);
  /** The email the forgotten-password steps start from, while they show. */
  const [recovering, setRecovering] = useState<string | null>(null);
  const tabIds = useId();
  const tabButtons = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  // The current form stays until the next one's code has arrived.
  const showTab = (next: AuthTab) => startTransition(() => setTab(next));
  const awaitCode = (credentials: Credentials | null) => startTransition(() => setAwaitingCode(credentials));
  const recover = (email: string | null) => startTransition(() => setRecovering(email));

  const signInWithNewPassword = async ({ email, password }: Credentials) => {
    try {
      await signIn(email, password);
      toast({ title: 'Password reset', message: 'You are signed in with your new password.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Sign In Failed', message: authErrorMessage(error), variant: 'danger' });
      recover(null);
    }
  };

  const signInNewCustomer = async ({ email, password }: Credentials) => {
    try {
      await signIn(email, password);
      toast({ title: 'Account confirmed', message: `Welcome to ${brandName}! You are now signed in.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Sign In Failed', message: authErrorMessage(error), variant: 'danger' });
      awaitCode(null);
      showTab('sign-in');
    }
  };

  // Arrow keys move between the tabs, as in every tab list.
  const onTabKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: AuthTab = tab === 'sign-in' ? 'sign-up' : 'sign-in';
    showTab(next);
    tabButtons.current[next]?.focus();
  };

  // The auth library and the form's schema are needed once the visitor sends a form: they load while they type.
  const preload = () => {
    preloadAuth();
    signInSchemaResolver.preload();
  };

  return (
    <div className="card auth-card shadow-sm border-0" onFocus={preload} data-testid="auth-panel">
      <div className="card-body p-4 p-sm-5">
        <div className="text-center mb-4">
          <h1 className="h3 mb-1">
            {recovering !== null ? 'Reset your password' : awaitingCode ? 'One more step' : tab === 'sign-in' ? 'Welcome back' : 'Open a sandbox account'}
          </h1>
          <p className="text-body-secondary small mb-0">
            {recovering !== null
              ? `Choose a new password for your ${brandName} sandbox account.`
              : tab === 'sign-up' || awaitingCode
                ? 'Three demo accounts with sample history are opened for you. No real money, ever.'
                : `Sign in to your ${brandName} sandbox account.`}
          </p>
        </div>
        {sessionEnded && tab === 'sign-in' && recovering === null && !awaitingCode ? (
          <div className="alert alert-info small" role="status" data-testid="session-ended-notice">
            <strong>Your session has ended.</strong> Sign in again. If the bank has reset your password, use the new one it gave you,
            or choose Forgot password? to set your own.
          </div>
        ) : null}
        <Suspense fallback={null}>
          {recovering !== null ? (
            <ForgotPasswordForm initialEmail={recovering} onReset={signInWithNewPassword} onBack={() => recover(null)} />
          ) : awaitingCode ? (
            <ConfirmSignUpForm credentials={awaitingCode} onConfirmed={signInNewCustomer} onBack={() => awaitCode(null)} />
          ) : (
            <>
              <div className="nav nav-pills nav-fill auth-tabs mb-4" role="tablist" aria-label="Sign in or sign up">
                {tabs.map(({ id, label }) => (
                  <button
                    key={id}
                    ref={(element) => {
                      tabButtons.current[id] = element;
                    }}
                    type="button"
                    role="tab"
                    id={`${tabIds}-${id}`}
                    className={`nav-link ${tab === id ? 'active' : ''}`}
                    aria-selected={tab === id}
                    aria-controls={`${tabIds}-panel`}
                    tabIndex={tab === id ? 0 : -1}
                    onClick={() => showTab(id)}
                    onKeyDown={onTabKeyDown}
                    data-testid={`auth-tab-${id}`}
                  >
                    {label}
                  </button>
                ))}
              </div>
              <div role="tabpanel" id={`${tabIds}-panel`} aria-labelledby={`${tabIds}-${tab}`}>
                {tab === 'sign-in' ? (
                  <SignInForm onNeedsConfirmation={awaitCode} onForgotPassword={recover} onBackHome={onBackHome} />
                ) : (
                  <SignUpForm onCodeSent={awaitCode} onSignedUp={signInNewCustomer} />
                )}
              </div>
            </>
          )}
        </Suspense>
      </div>
    </div>
  );
}
