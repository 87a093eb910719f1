import type { Wire } from '@sandbank/shared';
import { confirmStage } from './confirm-step';

/** Where a wire stands as its customer reads it in their list. */
export type WireListStatus = 'awaiting-code' | 'pending-review' | 'completed' | 'rejected' | 'expired';

/**
 * A request whose code lapsed reads as expired at once, before the expiry job marks it; an
 * approved wire has been sent, so it reads as completed.
 */
export function wireListStatus(wire: Pick<Wire, 'status' | 'codeExpiresAt' | 'attemptsLeft'>, now: number): WireListStatus {
  switch (wire.status) {
    case 'awaiting_confirmation':
      return confirmStage(wire, now) === 'expired' ? 'expired' : 'awaiting-code';
    case 'pending':
      return 'pending-review';
    case 'approved':
      return 'completed';
    case 'rejected':
      return 'rejected';
    case 'expired':
      return 'expired';
  }
}

/** Each status's words and badge colour. */
export const wireListStatusLooks: Record<WireListStatus, { label: string; bg: string; text?: 'dark' }> = {
  'awaiting-code': { label: 'Awaiting code', bg: 'info', text: 'dark' },
  'pending-review': { label: 'Pending review', bg: 'warning', text: 'dark' },
  completed: { label: 'Completed', bg: 'success' },
  rejected: { label: 'Rejected', bg: 'danger' },
  expired: { label: 'Expired', bg: 'secondary' },
};
