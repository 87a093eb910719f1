import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { authErrorMessage, signInWithAuthenticatorCode } from '../../../lib/auth-actions';

/** Six digits, as an authenticator app shows them (spaces typed or pasted along are ignored). */
const CODE = /^\d{6}$/;

/** What the pool's refusals of a code mean to the person typing it. */
function codeRefusalMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException') return 'That code is not right. Check the time on your device and enter the code your app shows now.';
  if (name === 'ExpiredCodeException') return 'That code has already been used. Wait for your app to show the next one.';
  if (name === 'NotAuthorizedException') return 'The sign-in took too long. Go back and sign in again.';
  return authErrorMessage(error);
}

/**
 * The second step of signing in for someone with an authenticator app: the pool answered the
 * password with the SOFTWARE_TOKEN_MFA challenge, and waits (three minutes) for the app's code.
 */
export function AuthenticatorCodeForm({ onBack }: { onBack: () => void }) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!CODE.test(digits)) {
      setProblem('Enter the 6-digit code your authenticator app shows.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await signInWithAuthenticatorCode(digits);
      toast({ title: 'Welcome back!', message: 'You have successfully signed in.', variant: 'success' });
    } catch (error) {
      setProblem(codeRefusalMessage(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} data-testid="sign-in-code-form" aria-labelledby="sign-in-code-title">
      <h2 id="sign-in-code-title" className="h5 mb-2">
        Authenticator code
      </h2>
      <p className="small text-body-secondary">Open your authenticator app and enter the 6-digit code it shows for this bank.</p>
      <Form.Group className="mb-3" controlId="sign-in-code">
        <Form.Label>6-digit code</Form.Label>
        <Form.Control
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          autoFocus
          isInvalid={problem !== null}
          aria-describedby={problem ? 'sign-in-code-error' : undefined}
          data-testid="sign-in-code"
        />
        <Form.Control.Feedback type="invalid" id="sign-in-code-error" data-testid="sign-in-code-error">
          {problem}
        </Form.Control.Feedback>
      </Form.Group>
      <div className="d-grid gap-2">
        <SubmitButton busy={busy} testId="sign-in-code-submit">
          Verify and Sign In
        </SubmitButton>
        <Button type="button" variant="link" className="text-decoration-none" onClick={onBack} data-testid="sign-in-code-back">
          Back
        </Button>
      </div>
    </Form>
  );
}
