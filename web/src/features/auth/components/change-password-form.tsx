import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm as ChangePasswordSchema } from '@sandbank/shared';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { authErrorMessage, changePassword } from '../../../lib/auth-actions';
import { PASSWORD_POLICY_TEXT } from './sign-up-form';

type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
type ChangePasswordValues = z.output<typeof ChangePasswordSchema>;

export const PASSWORD_UPDATED = 'Password updated successfully';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** What went wrong, in the user's words: Cognito calls a wrong current password "Incorrect username or password." */
function changeFailure(error: unknown): { field: 'currentPassword' | 'newPassword' | null; message: string } {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAuthorizedException') return { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };
  if (name === 'InvalidPasswordException') return { field: 'newPassword', message: authErrorMessage(error) };
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException') return { field: null, message: 'Too many attempts. Please wait a while and try again.' };
  return { field: null, message: authErrorMessage(error) };
}

/**
 * Changes the signed-in user's own password with Cognito (current, new, confirm; the pool's
 * policy). The customer profile and the admin profile both show this form.
 */
export function ChangePasswordForm({ testId = 'change-password' }: { testId?: string }) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    try {
      await changePassword(currentPassword, newPassword);
      reset();
      toast({ title: PASSWORD_UPDATED, message: 'Use your new password the next time you sign in.', variant: 'success' });
    } catch (error) {
      const failure = changeFailure(error);
      if (failure.field) setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
      toast({ title: 'Password Not Changed', message: failure.message, variant: 'danger' });
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} data-testid={`${testId}-form`}>
      <TextField
        groupClassName="mb-3"
        controlId={`${testId}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword}
        errorTestId={`${testId}-current-error`}
      />
      <TextField
        groupClassName="mb-3"
        controlId={`${testId}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        registration={register('newPassword')}
        error={errors.newPassword}
        errorTestId={`${testId}-new-error`}
        hint={PASSWORD_POLICY_TEXT}
      />
      <TextField
        groupClassName="mb-4"
        controlId={`${testId}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
        errorTestId={`${testId}-confirm-error`}
      />
      <SubmitButton busy={isSubmitting} testId={`${testId}-submit`}>
        {isSubmitting ? 'Updating…' : 'Update Password'}
      </SubmitButton>
    </Form>
  );
}
