import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { hasAuthenticator } from '../../../lib/auth-actions';

// The enrolment (and its QR code library) loads only when someone sets an app up.
const AuthenticatorSetup = lazy(() => import('./authenticator-setup').then((module) => ({ default: module.AuthenticatorSetup })));

type Step = 'closed' | 'checking' | 'on' | 'off' | 'settingUp' | 'turnedOn' | 'unknown';

/**
 * Two-step sign-in on a customer's profile: optional for customers (administrators must), it makes
 * every later sign-in ask for an authenticator app's code after the password. Nothing of the auth
 * library or the QR code loads until the person opens it.
 */
export function AuthenticatorPanel({ email }: { email: string }) {
  const [step, setStep] = useState<Step>('closed');
  const open = () => {
    setStep('checking');
    hasAuthenticator().then(
      (enrolled) => setStep(enrolled ? 'on' : 'off'),
      () => setStep('unknown'),
    );
  };
  return (
    <div data-testid="authenticator-panel" aria-live="polite">
      {step === 'closed' ? (
        <Button variant="outline-primary" onClick={open} data-testid="authenticator-panel-open">
          Review two-step sign-in
        </Button>
      ) : null}
      {step === 'checking' ? <p role="status">Checking…</p> : null}
      {step === 'unknown' ? <p data-testid="authenticator-panel-unknown">Your two-step sign-in could not be read. Try again later.</p> : null}
      {step === 'on' ? <p data-testid="authenticator-panel-on">On: every sign-in asks for your authenticator app&rsquo;s code after your password.</p> : null}
      {step === 'turnedOn' ? (
        <p className="text-success" data-testid="authenticator-panel-turned-on">
          Two-step sign-in is on. Your next sign-in will ask for your authenticator app&rsquo;s code.
        </p>
      ) : null}
      {step === 'off' ? (
        <>
          <p data-testid="authenticator-panel-off">Off. Add an authenticator app and every sign-in will also ask for its code.</p>
          <Button onClick={() => setStep('settingUp')} data-testid="authenticator-panel-set-up">
            Set Up Authenticator App
          </Button>
        </>
      ) : null}
      {step === 'settingUp' ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <AuthenticatorSetup accountName={email} onEnrolled={() => setStep('turnedOn')} />
        </Suspense>
      ) : null}
    </div>
  );
}
