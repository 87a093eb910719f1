import { apiMessages } from '@sandbank/shared';
import { ApiError } from '../../../lib/api-client';
import { errorToast } from '../../../components/ui/failure-toast';
import type { ToastMessage } from '../../../components/ui/toast-stack';

/** The back office's texts: every failure is a destructive toast titled 'Error'. */
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

export { errorToast };

/** A refused adjustment or posting as its toast: the bank's rule when it is one, else the screen's failure text. */
export function postingFailureToast(error: unknown, fallback: string): ToastMessage {
  if (error instanceof ApiError && error.message === apiMessages.cannotDeduct) {
    return { title: backOfficeMessages.insufficientBalanceTitle, message: apiMessages.cannotDeduct, variant: 'danger' };
  }
  if (error instanceof ApiError && error.status === 400 && error.fields?.['body.amountCents']) {
    return { title: backOfficeMessages.invalidAmountTitle, message: apiMessages.invalidAmount, variant: 'danger' };
  }
  return refusalToast(error, fallback);
}

/**
 * A failed back-office action as its toast: the server's reason when a rule of the bank forbade it
 * (403: an administrator's own account, another administrator), else the screen's failure text.
 */
export function refusalToast(error: unknown, fallback: string): ToastMessage {
  return errorToast(error instanceof ApiError && error.status === 403 ? error.message : fallback);
}

/** The letter in a customer's avatar without a picture: their first name's, else their email's, else 'U'. */
export const avatarInitialOf = (person: { firstName: string | null; email: string }) =>
  (person.firstName?.trim().charAt(0) || person.email.trim().charAt(0) || 'U').toUpperCase();
