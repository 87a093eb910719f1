import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { authErrorMessage, resetPasswordWithCode, sendPasswordResetCode } from '../../../lib/auth-actions';
import { describeResetFailure, PasswordResetRequest, PasswordResetWithCode, TOO_MANY_ATTEMPTS } from '../lib/password-reset';
import type { Credentials } from './credentials';
import { PASSWORD_POLICY_TEXT } from './sign-up-form';
import '../auth.css';

type RequestInput = z.input<typeof PasswordResetRequest>;
type RequestValues = z.output<typeof PasswordResetRequest>;
type ResetInput = z.input<typeof PasswordResetWithCode>;
type ResetValues = z.output<typeof PasswordResetWithCode>;

const sendFailure = (error: unknown) =>
  error instanceof Error && (error.name === 'LimitExceededException' || error.name === 'TooManyRequestsException')
    ? TOO_MANY_ATTEMPTS
    : authErrorMessage(error);

/** Step one: the email a code is sent to. The answer is the same whether or not it has an account. */
function RequestCodeForm({ initialEmail, onSent, onBack }: { initialEmail: string; onSent: (email: string) => void; onBack: () => void }) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestInput, unknown, RequestValues>({ resolver: zodResolver(PasswordResetRequest), defaultValues: { email: initialEmail } });

  const onValid = async ({ email }: RequestValues) => {
    try {
      await sendPasswordResetCode(email);
      onSent(email);
    } catch (error) {
      toast({ title: 'Code Not Sent', message: sendFailure(error), variant: 'danger' });
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} data-testid="forgot-password-request-form">
      <p className="text-body-secondary small mb-4">Enter the email you sign in with. If it has an account, we email it a 6-digit code.</p>
      <TextField
        groupClassName="mb-4"
        controlId="forgot-password-email"
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@example.com"
        registration={register('email')}
        error={errors.email}
        errorTestId="forgot-password-email-error"
      />
      <div className="d-grid gap-2">
        <SubmitButton busy={isSubmitting} testId="forgot-password-send">
          Send code
        </SubmitButton>
        <Button type="button" variant="link" className="text-decoration-none" onClick={onBack} data-testid="forgot-password-back">
          Back to sign in
        </Button>
      </div>
    </Form>
  );
}

/** Step two: the emailed code and a new password; done, the customer is signed in with it. */
function ResetWithCodeForm({
  email,
  onReset,
  onChangeEmail,
}: {
  email: string;
  onReset: (credentials: Credentials) => Promise<void>;
  onChangeEmail: () => void;
}) {
  const toast = useToast();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(PasswordResetWithCode),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });

  const onValid = async ({ code, newPassword }: ResetValues) => {
    try {
      await resetPasswordWithCode(email, code, newPassword);
    } catch (error) {
      const failure = describeResetFailure(error, authErrorMessage);
      if (failure.field) setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
      toast({ title: 'Password Not Reset', message: failure.message, variant: 'danger' });
      return;
    }
    await onReset({ email, password: newPassword });
  };

  const resend = async () => {
    setResending(true);
    try {
      await sendPasswordResetCode(email);
      toast({ title: 'Code sent', message: `If ${email} has an account, a new code is on its way.`, variant: 'info' });
    } catch (error) {
      toast({ title: 'Code Not Sent', message: sendFailure(error), variant: 'danger' });
    } finally {
      setResending(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} data-testid="forgot-password-reset-form">
      <p className="text-body-secondary small mb-4">
        If <strong data-testid="forgot-password-sent-to">{email}</strong> has an account, we emailed it a 6-digit code. Enter it and
        choose a new password.
      </p>
      <TextField
        groupClassName="mb-3"
        controlId="forgot-password-code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="code-input"
        registration={register('code')}
        error={errors.code}
        errorTestId="forgot-password-code-error"
      />
      <TextField
        groupClassName="mb-3"
        controlId="forgot-password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        registration={register('newPassword')}
        error={errors.newPassword}
        errorTestId="forgot-password-new-error"
        hint={PASSWORD_POLICY_TEXT}
      />
      <TextField
        groupClassName="mb-4"
        controlId="forgot-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
        errorTestId="forgot-password-confirm-error"
      />
      <div className="d-grid gap-2">
        <SubmitButton busy={isSubmitting} testId="forgot-password-submit">
          Reset password and sign in
        </SubmitButton>
        <div className="d-flex justify-content-between">
          <Button variant="link" className="px-0 text-decoration-none" onClick={onChangeEmail} data-testid="forgot-password-change-email">
            Use a different email
          </Button>
          <Button
            variant="link"
            className="px-0 text-decoration-none"
            onClick={() => void resend()}
            disabled={resending}
            data-testid="forgot-password-resend"
          >
            Resend code
          </Button>
        </div>
      </div>
    </Form>
  );
}

/** "Forgot password?": a code by email, then a new password; the user pool's own recovery. */
export function ForgotPasswordForm({
  initialEmail,
  onReset,
  onBack,
}: {
  initialEmail: string;
  onReset: (credentials: Credentials) => Promise<void>;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const onSent = (to: string) => {
    setEmail(to);
    setSent(true);
  };
  return sent ? (
    <ResetWithCodeForm email={email} onReset={onReset} onChangeEmail={() => setSent(false)} />
  ) : (
    <RequestCodeForm initialEmail={email} onSent={onSent} onBack={onBack} />
  );
}
