import { apiMessages } from '@sandbank/shared';
import { ApiRequestError } from '../../../lib/api-client';
import { reasonToast } from '../../../components/ui/failure-toast';
import type { ToastMessage } from '../../../components/ui/toast-stack';

/** The back office's texts: every failure is a destructive toast titled 'Error', saying the server's reason when it gave one, else its text here. */
export const backOfficeMessages = {
  fetchUsersFailed: 'Failed to fetch users',
  fetchAccountsFailed: 'Failed to fetch accounts',
  updateBalanceFailed: 'Failed to update account balance',
  updatePasswordFailed: 'Failed to update user password',
  addTransactionFailed: 'Failed to add transaction',
  createUserFailed: 'Failed to create user',
  fetchAuditFailed: 'Failed to fetch audit events',
  userCreated: 'User Created Successfully',
  noUsers: 'No users found matching your search.',
  noAccounts: 'No accounts found matching your search.',
  noAuditEvents: 'No audit events match these filters.',
  invalidAmountTitle: 'Invalid Amount',
  insufficientBalanceTitle: 'Insufficient Balance',
  invalidPasswordTitle: 'Invalid Password',
} as const;

export { reasonToast };

/**
 * A refused adjustment or posting as its toast: the balance or the amount under its own title,
 * any other reason the server gave under 'Error', else the screen's failure text.
 */
export function postingFailureToast(error: unknown, fallback: string): ToastMessage {
  if (error instanceof ApiRequestError && error.message === apiMessages.cannotDeduct) {
    return { title: backOfficeMessages.insufficientBalanceTitle, message: apiMessages.cannotDeduct, variant: 'danger' };
  }
  const amountProblem = error instanceof ApiRequestError && error.status === 400 ? error.fields?.['body.amountCents'] : undefined;
  if (amountProblem) return { title: backOfficeMessages.invalidAmountTitle, message: amountProblem, variant: 'danger' };
  return reasonToast(error, fallback);
}

/** The letter in a customer's avatar without a picture: their first name's, else their email's, else 'U'. */
export const avatarInitialOf = (person: { firstName: string | null; email: string }) =>
  (person.firstName?.trim().charAt(0) || person.email.trim().charAt(0) || 'U').toUpperCase();
