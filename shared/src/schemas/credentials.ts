import * as z from 'zod';
import { requiredName } from './common';

/** Password policy of the user pool: length only, no composition rules (ASVS 6.2.1, 6.2.5). */
export const PASSWORD_MIN_LENGTH = 8;
export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(256, 'Password must be at most 256 characters long');

export const Email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));

export const SignInForm = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required'),
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
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});
