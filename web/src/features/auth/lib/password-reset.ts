import { ConfirmSignUpForm, Email, Password, PASSWORDS_DIFFER_MESSAGE } from '@sandbank/shared';
import * as z from 'zod/mini';

/*
 * A forgotten password, in two steps: the email to send a code to, then the code with a new
 * password (twice). The rules are the sign-up's: the same email and password schemas.
 */

export const PasswordResetRequest = z.object({ email: Email });

export const PasswordResetWithCode = z
  .object({
    code: ConfirmSignUpForm.shape.code,
    newPassword: Password,
    confirmPassword: z.string(),
  })
  .check(z.refine((form) => form.newPassword === form.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] }));

export const WRONG_RESET_CODE = 'That code is not right. Check the email, or send a new code.';
export const EXPIRED_RESET_CODE = 'That code has expired. Send a new code.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a while and try again.';

export interface ResetFailure {
  /** The field the message belongs under, or null for the form as a whole. */
  field: 'code' | 'newPassword' | null;
  message: string;
}

/** What went wrong with a code and a new password, in the customer's words, and where to show it. */
export function describeResetFailure(error: unknown, fallback: (error: unknown) => string): ResetFailure {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException') return { field: 'code', message: WRONG_RESET_CODE };
  if (name === 'ExpiredCodeException') return { field: 'code', message: EXPIRED_RESET_CODE };
  if (name === 'InvalidPasswordException') return { field: 'newPassword', message: fallback(error) };
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException' || name === 'TooManyFailedAttemptsException') {
    return { field: null, message: TOO_MANY_ATTEMPTS };
  }
  return { field: null, message: fallback(error) };
}
