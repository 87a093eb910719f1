import * as z from 'zod/mini';
import { wireMessages } from '../messages';
import { AmountCents } from './amount';
import { compactCode, ibanProblem, isValidBic, looksLikeIban } from './bank-codes';
import { Id, optionalTextField, requiredText } from './common';
import { WIRE_TEXT_LIMITS, WirePurpose } from './wire';

/*
 * What a customer sends to ask for a wire and to confirm it. Apart from wire.ts (the wire as the
 * bank keeps and shows it) because only the request's own operations validate these: every other
 * function that handles wires would otherwise build them, and the IBAN tables, when it loads.
 */

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

export const WireCode = z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, wireMessages.codeShape));

/** `POST /api/wires/{wireId}/confirm`. */
export const ConfirmWireBody = z.strictObject({ code: WireCode });
