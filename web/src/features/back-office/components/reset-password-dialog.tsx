import { PASSWORD_MIN_LENGTH, ResetPasswordBody, type AdminUserRow } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { useResetPassword } from '../api/users';
import { backOfficeMessages, reasonToast } from '../lib/messages';
import { displayName } from '../../../lib/display-name';
import { FormDialog } from '../../../components/ui/form-dialog';

/** Reset password: a new permanent password; the old one stops working and every session of the customer ends. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const toast = useToast();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }, unknown, ResetPasswordBody>({ resolver: zodResolver(ResetPasswordBody), defaultValues: { password: '' } });

  useEffect(() => {
    if (user) reset({ password: '' });
  }, [user, reset]);

  const onValid = async (body: ResetPasswordBody) => {
    if (!user) return;
    try {
      await resetPassword.mutateAsync({ userId: user.userId, body });
      toast({ title: 'Password Updated', message: `${displayName(user)} signs in with the new password; their sessions were signed out.`, variant: 'success' });
      onClose();
    } catch (error) {
      toast(reasonToast(error, backOfficeMessages.updatePasswordFailed));
    }
  };

  return (
    <FormDialog
      show={user !== null}
      title="Reset Password"
      description={user ? <>Set a new password for {displayName(user)} ({user.email}). They are signed out everywhere.</> : null}
      testId="reset-password-dialog"
      submitLabel="Reset Password"
      busy={isSubmitting}
      onSubmit={(event) =>
        void handleSubmit(onValid, (invalid) =>
          toast({ title: backOfficeMessages.invalidPasswordTitle, message: invalid.password?.message, variant: 'danger' }),
        )(event)
      }
      onClose={onClose}
    >
      <TextField
        controlId="reset-password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
    </FormDialog>
  );
}
