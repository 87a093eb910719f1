import * as z from 'zod/mini';
import { requiredName } from './common';

/** Password policy of the user pool: length only, no composition rules (ASVS 6.2.1, 6.2.5). */
export const PASSWORD_MIN_LENGTH = 8;
export const Password = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
    z.maxLength(256, 'Password must be at most 256 characters long'),
  );

export const Email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Enter a valid email address').check(z.maxLength(254)));

export const SignInForm = z.object({
  email: Email,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(256, 'Password must be at most 256 characters long')),
});
export type SignInForm = z.infer<typeof SignInForm>;

export const SignUpForm = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  email: Email,
  password: Password,
});
export type SignUpForm = z.infer<typeof SignUpForm>;

export const ConfirmSignUpForm = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email')),
});

/** The message when the new password and its confirmation differ. */
export const PASSWORDS_DIFFER_MESSAGE = 'New passwords do not match';

/** Changing one's own password (the profile pages): the current one, and the new one twice. */
export const ChangePasswordForm = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Current password is required'), z.maxLength(256, 'Password must be at most 256 characters long')),
    newPassword: Password,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] }),
  );
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;
