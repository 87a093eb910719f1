import { wireMessages, type Wire } from '@sandbank/shared';
import type { ToastMessage } from '../../../components/ui/toast-stack';
import { ApiRequestError } from '../../../lib/api-client';
import { serverReason } from '../../../lib/server-reason';

/** Where the code step stands for a wire at a moment. */
export type ConfirmStage =
  /** The code can be typed. */
  | 'enter-code'
  /** Every try of the current code was used: only a new code helps. */
  | 'attempts-used'
  /** Not confirmed in time: the request is void, a new one must be filed. */
  | 'expired'
  /** Confirmed already (held, approved or rejected). */
  | 'confirmed';

export function confirmStage(wire: Pick<Wire, 'status' | 'codeExpiresAt' | 'attemptsLeft'>, now: number): ConfirmStage {
  if (wire.status === 'expired') return 'expired';
  if (wire.status !== 'awaiting_confirmation') return 'confirmed';
  // A lapsed code voids the request even before the expiry job marks it.
  if (wire.codeExpiresAt !== null && Date.parse(wire.codeExpiresAt) <= now) return 'expired';
  return wire.attemptsLeft === 0 ? 'attempts-used' : 'enter-code';
}

/** Whole seconds until a new code may be asked for (0: now). */
export function secondsUntilResend(wire: Pick<Wire, 'resendAvailableAt'>, now: number): number {
  if (wire.resendAvailableAt === null) return 0;
  return Math.max(0, Math.ceil((Date.parse(wire.resendAvailableAt) - now) / 1000));
}

/** What a refused confirmation means for the step: its toast, and whether the typed code goes. */
export interface ConfirmFailure {
  toast: ToastMessage;
  clearCode: boolean;
}

/**
 * A refused code as the customer is told: 'Invalid Code' for a wrong one, 'Insufficient Balance'
 * when the hold does not fit, the server's own message for a used-up or lapsed code or a wire
 * confirmed already; with no decision on the code (no answer, too many requests, a 5xx) the code
 * stays for a retry and the toast says why when the server said.
 */
export function describeConfirmFailure(error: unknown): ConfirmFailure {
  if (error instanceof ApiRequestError) {
    if (error.message === wireMessages.invalidCode) {
      return { toast: { title: wireMessages.invalidCodeTitle, message: wireMessages.invalidCode, variant: 'danger' }, clearCode: true };
    }
    if (error.message === wireMessages.insufficientFunds) {
      return { toast: { title: wireMessages.insufficientFundsTitle, message: wireMessages.insufficientFunds, variant: 'danger' }, clearCode: false };
    }
    if (error.status >= 400 && error.status < 500 && error.status !== 429) {
      return { toast: { title: 'Confirmation Failed', message: error.message, variant: 'danger' }, clearCode: true };
    }
  }
  return {
    toast: { title: 'Confirmation Failed', message: serverReason(error) ?? 'The code could not be checked. Please try again.', variant: 'danger' },
    clearCode: false,
  };
}
