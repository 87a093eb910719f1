import { toDataURL } from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AuthenticatorCodeField, authenticatorCodeProblem, authenticatorDigits } from '../../../components/forms/authenticator-code-field';
import { CopyButton } from '../../../components/ui/copy-button';
import { useBrandName } from '../../../config/runtime-config-context';
import { authErrorMessage, finishAuthenticatorSetup, startAuthenticatorSetup } from '../../../lib/auth-actions';

/**
 * The enrolment under way, shared by every mount of the screen: each AssociateSoftwareToken makes
 * the pool forget the secret before, so a second call (a remount, React's development double run)
 * would leave the QR code shown with a secret the pool no longer accepts.
 */
let underWay: { key: string; setup: Promise<{ secret: string; qrCode: string }> } | null = null;

function setupFor(issuer: string, accountName: string): Promise<{ secret: string; qrCode: string }> {
  const key = `${issuer}\n${accountName}`;
  if (underWay?.key !== key) {
    const setup = startAuthenticatorSetup(issuer, accountName).then(async ({ secret, uri }) => ({ secret, qrCode: await toDataURL(uri, { margin: 1, width: 200 }) }));
    underWay = { key, setup };
    setup.catch(() => {
      if (underWay?.setup === setup) underWay = null;
    });
  }
  return underWay.setup;
}

type Setup = { status: 'starting' } | { status: 'failed'; message: string } | { status: 'ready'; secret: string; qrCode: string };

/** What the pool's refusals of an enrolment code mean to the person typing it. */
function enrolmentRefusalMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'EnableSoftwareTokenMFAException' || name === 'CodeMismatchException') {
    return 'That code is not right. Check the time on your device and enter the code your app shows now.';
  }
  if (name === 'ExpiredCodeException') return 'That code has already been used. Wait for your app to show the next one.';
  return authErrorMessage(error);
}

/**
 * Enrolling an authenticator app (TOTP): the pool makes a secret for the signed-in user
 * (AssociateSoftwareToken), shown as a QR code of its otpauth:// URI and as text to type; a code
 * from the app proves it holds the secret (VerifySoftwareToken), and the app becomes the user's MFA.
 */
export function AuthenticatorSetup({ accountName, onEnrolled }: { accountName: string; onEnrolled: () => void | Promise<void> }) {
  const brandName = useBrandName();
  const [setup, setSetup] = useState<Setup>({ status: 'starting' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setupFor(brandName, accountName).then(
        ({ secret, qrCode }) => current && setSetup({ status: 'ready', secret, qrCode }),
        (error: unknown) => current && setSetup({ status: 'failed', message: authErrorMessage(error) }),
      );
    return () => {
      current = false;
    };
  }, [brandName, accountName]);

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
      await finishAuthenticatorSetup(digits);
      underWay = null;
      await onEnrolled();
    } catch (error) {
      setProblem(enrolmentRefusalMessage(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (setup.status === 'starting') {
    return (
      <div role="status" className="text-body-secondary" data-testid="authenticator-setup-loading">
        Preparing your secret…
      </div>
    );
  }
  if (setup.status === 'failed') {
    return (
      <div className="alert alert-danger" role="alert" data-testid="authenticator-setup-error">
        {setup.message}
      </div>
    );
  }
  return (
    <div data-testid="authenticator-setup">
      <ol className="ps-3">
        <li className="mb-3">
          <p className="mb-2">Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</p>
          <img src={setup.qrCode} width={200} height={200} alt={`QR code that adds ${brandName} to an authenticator app`} data-testid="authenticator-qr-code" />
        </li>
        <li className="mb-3">
          <p className="mb-2" id="authenticator-secret-label">
            Or type this secret into the app:
          </p>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <code className="fs-6 text-break" aria-labelledby="authenticator-secret-label" data-testid="authenticator-secret">
              {setup.secret}
            </code>
            <CopyButton text={setup.secret} label="the authenticator secret" testId="authenticator-secret-copy" />
          </div>
        </li>
        <li>
          <Form noValidate onSubmit={(event) => void submit(event)} data-testid="authenticator-verify-form">
            <AuthenticatorCodeField
              controlId="authenticator-code"
              label="Enter the 6-digit code the app shows"
              value={code}
              onChange={setCode}
              problem={problem}
              testId="authenticator-code"
            />
            <Button type="submit" disabled={busy} data-testid="authenticator-verify">
              {busy ? 'Verifying…' : 'Verify and Turn On'}
            </Button>
          </Form>
        </li>
      </ol>
    </div>
  );
}
