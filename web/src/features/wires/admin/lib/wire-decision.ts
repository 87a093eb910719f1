import { WIRE_TEXT_LIMITS, wireMessages } from '@sandbank/shared';
import type { RejectionTexts } from '../../../../components/forms/reject-with-reason-dialog';
import type { ToastMessage } from '../../../../components/ui/toast-stack';
import { reasonToast } from '../../../../components/ui/failure-toast';

/** The Reject dialog of a wire: the reason is required and becomes the wire's admin notes, which the customer sees. */
export const wireRejection: RejectionTexts = {
  title: 'Reject Wire Transfer',
  submitLabel: 'Reject Transfer',
  reasonLabel: 'Reason (shown to the customer)',
  testId: 'reject-wire-dialog',
  reasonId: 'reject-wire-dialog-reason',
  rows: 3,
  maxLength: WIRE_TEXT_LIMITS.reason,
};

/** A refused decision: the server's reason (someone decided first, one's own wire…), else the screen's failure text. */
export function decisionFailureToast(error: unknown): ToastMessage {
  return reasonToast(error, wireMessages.updateFailed);
}
