import * as z from 'zod/mini';
import type { BankSettings } from '../bank-settings';
import { wireMessages } from '../messages';
import { formatCents } from '../money';
import { CustomerRef, Id, IsoDateTime, requiredText } from './common';

export const WirePurpose = z.enum(
  ['family_support', 'business_payment', 'investment', 'education', 'property_purchase', 'medical_expenses', 'other'],
  { error: wireMessages.invalidPurpose },
);
export type WirePurpose = z.infer<typeof WirePurpose>;

/**
 * Where a wire is in its life: created and waiting for the emailed code, then held (pending) until
 * the back office approves or rejects it; a request nobody confirms in time expires.
 */
export const WireStatus = z.enum(['awaiting_confirmation', 'pending', 'approved', 'rejected', 'expired']);
export type WireStatus = z.infer<typeof WireStatus>;

/** Minutes a confirmation code stays valid; a request whose latest code lapsed is expired. */
export const WIRE_CODE_VALID_MINUTES = 15;
/** Wrong codes allowed per code; after them the code is void and only a new one helps. */
export const WIRE_CODE_ATTEMPTS = 5;
/** Seconds between two codes for the same request. */
export const WIRE_CODE_RESEND_SECONDS = 60;
export const WIRE_CODE_LENGTH = 6;

export const WIRE_TEXT_LIMITS = { recipientName: 100, recipientBank: 100, recipientAddress: 200, senderNotes: 500, reason: 500 } as const;

/**
 * Whether an amount is inside the bank's published wire limits: the message to show under the
 * amount, or null. The form and the API both ask this, with the settings they run with.
 */
export function wireAmountProblem(amountCents: number, settings: Pick<BankSettings, 'wire'>): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return wireMessages.invalidAmount;
  if (amountCents < settings.wire.minCents) return wireMessages.belowMinimum(formatCents(settings.wire.minCents));
  if (amountCents > settings.wire.maxCents) return wireMessages.aboveMaximum(formatCents(settings.wire.maxCents));
  return null;
}

/** `POST /api/admin/wires/{wireId}/reject`: the reason is kept as the wire's admin notes. */
export const RejectWireBody = z.strictObject({ reason: requiredText('A reason', WIRE_TEXT_LIMITS.reason) });

export const WireIdParams = z.strictObject({ wireId: Id });

/**
 * A wire request as its customer sees it. Never the confirmation code: while the request waits
 * for it, only when the code lapses, how many tries are left and when a new one may be asked for.
 * Never who decided it either: administrators' ids are the back office's business.
 */
export const Wire = z.object({
  id: Id,
  accountId: Id,
  recipientName: z.string(),
  recipientAccount: z.string(),
  recipientBank: z.string(),
  swift: z.string(),
  recipientAddress: z.string(),
  amountCents: z.int(),
  /** The flat fee charged with it (the bank's published fee when it was created). */
  feeCents: z.int(),
  purpose: WirePurpose,
  senderNotes: z.nullable(z.string()),
  /** The back office's note: the reason of a rejection. */
  adminNotes: z.nullable(z.string()),
  status: WireStatus,
  createdAt: IsoDateTime,
  confirmedAt: z.nullable(IsoDateTime),
  decidedAt: z.nullable(IsoDateTime),
  /** The ledger entries of the hold (amount, fee) once confirmed: `/transactions?transaction={id}`. */
  transactionId: z.nullable(Id),
  feeTransactionId: z.nullable(Id),
  /** While awaiting confirmation: when the current code lapses (and the request with it). */
  codeExpiresAt: z.nullable(IsoDateTime),
  /** While awaiting confirmation: wrong codes still allowed for the current code. */
  attemptsLeft: z.nullable(z.int()),
  /** While awaiting confirmation: from when a new code may be asked for. */
  resendAvailableAt: z.nullable(IsoDateTime),
});
export type Wire = z.infer<typeof Wire>;

/** The back office's view: the wire, who decided it and the customer who asked for it (as they were named then). */
export const AdminWire = z.extend(Wire, { decidedBy: z.nullable(z.string()), customer: CustomerRef });
export type AdminWire = z.infer<typeof AdminWire>;
