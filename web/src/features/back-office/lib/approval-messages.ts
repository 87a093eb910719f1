import { formatCents, type PostingRequest } from '@sandbank/shared';
import type { RejectionTexts } from '../../../components/forms/reject-with-reason-dialog';
import type { ToastMessage } from '../../../components/ui/toast-stack';
import { bankSettings } from '../../../lib/bank-settings';

/**
 * From this amount on — alone, or with what was posted to the same account at once in the last 24
 * hours — a posting or adjustment waits for a second administrator (as `/config.json` publishes it).
 */
export const approvalThresholdCents = () => bankSettings().backOffice.approvalThresholdCents;

/** The approvals screen's texts (maker-checker: a large posting waits for a second administrator). */
export const approvalMessages = {
  fetchFailed: 'Failed to fetch posting requests',
  approveFailed: 'Failed to approve posting request',
  rejectFailed: 'Failed to reject posting request',
  approved: 'Posting approved and balance updated',
  rejected: 'Posting request rejected',
  noPending: 'No posting requests wait for approval',
  noneInStatus: 'No posting requests found',
  sentForApprovalTitle: 'Sent for approval',
} as const;

/** What a posting does to the account, in words: "Credit $10,000.00" or "Debit $12,500.00". */
export const movementOf = (request: Pick<PostingRequest, 'direction' | 'amountCents'>) =>
  `${request.direction === 'credit' ? 'Credit' : 'Debit'} ${formatCents(request.amountCents)}`;

/**
 * Why a request waits, as the server said (`approvalReason`): its amount alone, or with what its
 * maker — "you" when that is `ownId` — or all administrators posted to the account at once in the
 * last 24 hours.
 */
export function whyItWaits(request: Pick<PostingRequest, 'approvalReason' | 'rollingTotalCents' | 'makerId'>, ownId: string): string {
  const threshold = formatCents(approvalThresholdCents());
  const withTotal = (who: string) => `With the ${formatCents(request.rollingTotalCents ?? 0)} ${who} posted to this account in the last 24 hours, it reaches ${threshold}.`;
  switch (request.approvalReason) {
    case 'amount':
      return `Its amount alone reaches ${threshold}.`;
    case 'makerTotal':
      return withTotal(request.makerId === ownId ? 'you' : 'its maker');
    case 'accountTotal':
      return withTotal('administrators');
  }
}

/** A posting the server kept for approval (202) instead of posting it: nothing moved yet; a split that reached the threshold says so. */
export function sentForApprovalToast(request: PostingRequest): ToastMessage {
  const because = request.approvalReason === 'amount' ? '' : ` ${whyItWaits(request, request.makerId)}`;
  return {
    title: approvalMessages.sentForApprovalTitle,
    message: `${movementOf(request)} on ${request.accountName} ${request.accountNumber} waits for another administrator's approval.${because} Nothing has moved yet.`,
    variant: 'success',
  };
}

export const postingRejection: RejectionTexts = {
  title: 'Reject Posting Request',
  submitLabel: 'Reject',
  reasonLabel: 'Reason',
  testId: 'reject-posting-dialog',
  reasonId: 'reject-posting-reason',
  rows: 2,
  maxLength: 500,
};
