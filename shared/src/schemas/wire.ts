import * as z from 'zod/mini';
import type { BankSettings } from '../bank-settings';
import { wireMessages } from '../messages';
import { formatCents } from '../money';
import { AmountCents } from './amount';
import { compactCode, ibanProblem, isValidBic, looksLikeIban } from './bank-codes';
import { CustomerRef, Id, IsoDateTime, optionalTextField } from './common';

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

const requiredText = (label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));

/** SWIFT/BIC as typed (any case, spaces allowed), kept in its compact upper-case form. */
export const Swift = z.pipe(
  z.string().check(z.maxLength(20, wireMessages.invalidSwift)),
  z.pipe(z.transform(compactCode), z.string().check(z.refine(isValidBic, wireMessages.invalidSwift))),
);

const ACCOUNT_NUMBER = /^(?=.*[0-9])[A-Z0-9][A-Z0-9 -]{2,32}[A-Z0-9]$/i;
const ibanMessages = { country: wireMessages.ibanCountry, length: wireMessages.ibanLength, checksum: wireMessages.ibanChecksum } as const;

/**
 * What is wrong with a recipient account, or null. A value shaped like an IBAN must be one (a
 * known IBAN country, that country's length, the mod-97 check); anything else is a local account
 * number: 4 to 34 letters, digits, spaces or hyphens, with at least one digit.
 */
export function recipientAccountProblem(value: string): string | null {
  const compact = compactCode(value);
  if (looksLikeIban(compact)) {
    const problem = ibanProblem(compact);
    return problem ? ibanMessages[problem] : null;
  }
  return ACCOUNT_NUMBER.test(value.trim()) ? null : wireMessages.invalidAccountNumber;
}

/** An IBAN is kept compact (`DE89370400440532013000`); an account number as typed, trimmed. */
const normaliseRecipientAccount = (value: string) => (looksLikeIban(compactCode(value)) ? compactCode(value) : value.trim());

export const RecipientAccount = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Recipient account number or IBAN is required'), z.maxLength(42, wireMessages.invalidAccountNumber)),
  z.pipe(
    z.string().check(
      z.superRefine((value, context) => {
        const problem = recipientAccountProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    z.transform(normaliseRecipientAccount),
  ),
);

export const WIRE_TEXT_LIMITS = { recipientName: 100, recipientBank: 100, recipientAddress: 200, senderNotes: 500, reason: 500 } as const;

/** `POST /api/wires`: the amount's limits depend on the bank's settings, see `wireAmountProblem`. */
export const CreateWireBody = z.strictObject({
  accountId: Id,
  recipientName: requiredText('Recipient name', WIRE_TEXT_LIMITS.recipientName),
  recipientAccount: RecipientAccount,
  recipientBank: requiredText('Bank name', WIRE_TEXT_LIMITS.recipientBank),
  swift: Swift,
  recipientAddress: requiredText('Recipient address', WIRE_TEXT_LIMITS.recipientAddress),
  amountCents: AmountCents,
  purpose: WirePurpose,
  senderNotes: optionalTextField(WIRE_TEXT_LIMITS.senderNotes),
});
export type CreateWireBody = z.infer<typeof CreateWireBody>;

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

export const WireCode = z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, wireMessages.codeShape));

/** `POST /api/wires/{wireId}/confirm`. */
export const ConfirmWireBody = z.strictObject({ code: WireCode });

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
