import { CreateWireBody, parseAmountToCents, typedAmountProblem, wireAmountProblem, wireMessages, type BankSettings } from '@sandbank/shared';
import { serverReason } from '../../../lib/server-reason';
import { formFieldsOf, serverFieldErrors } from '../../../lib/submission-keys';

/** What the form holds: the amount stays the text the customer typed until it becomes cents. */
export type WireFormValues = {
  accountId: string;
  recipientName: string;
  recipientAccount: string;
  recipientAddress: string;
  recipientBank: string;
  swift: string;
  amount: string;
  purpose: string;
  senderNotes: string;
};

export type WireField = keyof WireFormValues;
export type WireFieldErrors = Partial<Record<WireField, string>>;

export const emptyWireForm: WireFormValues = {
  accountId: '',
  recipientName: '',
  recipientAccount: '',
  recipientAddress: '',
  recipientBank: '',
  swift: '',
  amount: '',
  purpose: '',
  senderNotes: '',
};

/** The page's own texts. */
export const wireFormMessages = {
  chooseAccount: 'Choose the account to send from',
  failedTitle: 'Wire Transfer Failed',
  failed: 'The wire transfer could not be submitted. Please try again.',
} as const;

/** The request body's field each form field becomes (the amount text becomes `amountCents`). */
const bodyFieldToFormField = formFieldsOf<WireField>(
  ['accountId', 'recipientName', 'recipientAccount', 'recipientAddress', 'recipientBank', 'swift', 'purpose', 'senderNotes'],
  { amountCents: 'amount' },
);

export type WireValidation = { success: true; body: CreateWireBody } | { success: false; errors: WireFieldErrors };

/**
 * The form as the request body, checked with the shared schema (the API checks the same) and the
 * bank's published limits: every problem at once, each on its field.
 */
export function validateWire(values: WireFormValues, settings: BankSettings): WireValidation {
  const amountCents = parseAmountToCents(values.amount);
  const parsed = CreateWireBody.safeParse({
    accountId: values.accountId,
    recipientName: values.recipientName,
    recipientAccount: values.recipientAccount,
    recipientAddress: values.recipientAddress,
    recipientBank: values.recipientBank,
    swift: values.swift,
    // Unparseable text is sent to the schema as 0, which it refuses with the amount message.
    amountCents: amountCents ?? 0,
    purpose: values.purpose,
    senderNotes: values.senderNotes,
  });

  const errors: WireFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = bodyFieldToFormField[String(issue.path[0])];
      if (field) errors[field] ??= issue.message;
    }
  }
  if (errors.accountId) errors.accountId = wireFormMessages.chooseAccount;
  if (errors.purpose) errors.purpose = wireMessages.invalidPurpose;
  const textProblem = typedAmountProblem(values.amount);
  if (textProblem) errors.amount = textProblem;
  const limitProblem = amountCents === null ? null : wireAmountProblem(amountCents, settings);
  if (limitProblem) errors.amount ??= limitProblem;

  return parsed.success && Object.keys(errors).length === 0 ? { success: true, body: parsed.data } : { success: false, errors };
}

/** A refused submission: the server's field messages on their fields, else its reason, or the generic text when it gave none. */
export function describeWireFailure(error: unknown): { message: string; fields: WireFieldErrors } {
  const fields: WireFieldErrors = serverFieldErrors(error, bodyFieldToFormField);
  return { message: Object.values(fields)[0] ?? serverReason(error) ?? wireFormMessages.failed, fields };
}
