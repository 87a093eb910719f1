import { checkLimits, DEFAULT_CHECK_REJECTION_REASON } from '@sandbank/shared';
import type { RejectionTexts } from '../../../../components/forms/reject-with-reason-dialog';

/** The check review's texts: every failure is a destructive toast titled 'Error', as elsewhere in the back office. */
export const checkReviewMessages = {
  fetchChecksFailed: 'Failed to fetch check deposits',
  approveCheckFailed: 'Failed to approve check deposit',
  rejectCheckFailed: 'Failed to reject check deposit',
  checkApproved: 'Check deposit approved and balance updated',
  checkRejected: 'Check deposit rejected',
  noPendingChecks: 'No pending check deposits',
  noChecks: 'No check deposits found',
} as const;

/** The Reject dialog of a check: prefilled with the usual reason; left blank, the server stores that one too. */
export const checkRejection: RejectionTexts = {
  title: 'Reject Check Deposit',
  submitLabel: 'Reject',
  reasonLabel: 'Reason',
  testId: 'reject-check-dialog',
  reasonId: 'reject-check-reason',
  rows: 2,
  maxLength: checkLimits.rejectionReason,
  defaultReason: DEFAULT_CHECK_REJECTION_REASON,
};
