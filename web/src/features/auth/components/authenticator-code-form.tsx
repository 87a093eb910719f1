import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AuthenticatorCodeField, authenticatorCodeProblem, authenticatorDigits } from '../../../components/forms/authenticator-code-field';
import { SubmitButton } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { authErrorMessage, signInWithAuthenticatorCode } from '../../../lib/auth-actions';

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
    const typedProblem = authenticatorCodeProblem(code);
    if (typedProblem) {
      setProblem(typedProblem);
      return;
    }
    const digits = authenticatorDigits(code);
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
      <AuthenticatorCodeField controlId="sign-in-code" label="6-digit code" value={code} onChange={setCode} problem={problem} testId="sign-in-code" autoFocus />
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
