import { zodResolver } from '@hookform/resolvers/zod';
import { ConfirmSignUpForm as ConfirmSignUpSchema } from '@sandbank/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { authErrorMessage, confirmSignUp, resendSignUpCode } from '../../../lib/auth-actions';
import type { Credentials } from './credentials';
import '../auth.css';

type ConfirmInput = z.input<typeof ConfirmSignUpSchema>;
type ConfirmValues = z.output<typeof ConfirmSignUpSchema>;

/** The emailed-code step after sign-up; confirming signs the new customer in. */
export function ConfirmSignUpForm({
  credentials,
  onConfirmed,
  onBack,
}: {
  credentials: Credentials;
  onConfirmed: (credentials: Credentials) => Promise<void>;
  onBack: () => void;
}) {
  const toast = useToast();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmInput, unknown, ConfirmValues>({
    resolver: zodResolver(ConfirmSignUpSchema),
    defaultValues: { code: '' },
  });

  const onValid = async ({ code }: ConfirmValues) => {
    try {
      await confirmSignUp(credentials.email, code);
    } catch (error) {
      toast({ title: 'Confirmation Failed', message: authErrorMessage(error), variant: 'danger' });
      return;
    }
    await onConfirmed(credentials);
  };

  const resend = async () => {
    setResending(true);
    try {
      await resendSignUpCode(credentials.email);
      toast({ title: 'Code sent', message: `A new confirmation code is on its way to ${credentials.email}.`, variant: 'info' });
    } catch (error) {
      toast({ title: 'Could not resend the code', message: authErrorMessage(error), variant: 'danger' });
    } finally {
      setResending(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} data-testid="confirm-sign-up-form">
      <h2 className="h5 mb-2">Confirm your email</h2>
      <p className="text-body-secondary small mb-4">
        Enter the 6-digit code we sent to <strong data-testid="confirm-sign-up-email">{credentials.email}</strong>.
      </p>
      <TextField
        groupClassName="mb-4"
        controlId="confirm-sign-up-code"
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="code-input"
        registration={register('code')}
        error={errors.code}
      />
      <div className="d-grid gap-2">
        <SubmitButton busy={isSubmitting} testId="confirm-sign-up-submit">
          Confirm and sign in
        </SubmitButton>
        <div className="d-flex justify-content-between">
          <Button variant="link" className="px-0 text-decoration-none" onClick={onBack} data-testid="confirm-sign-up-back">
            Use a different email
          </Button>
          <Button
            variant="link"
            className="px-0 text-decoration-none"
            onClick={() => void resend()}
            disabled={resending}
            data-testid="confirm-sign-up-resend"
          >
            Resend code
          </Button>
        </div>
      </div>
    </Form>
  );
}
