import { apiMessages, InternalTransferBody, parseAmountToCents, typedAmountProblem } from '@sandbank/shared';
import { ApiRequestError } from '../../../lib/api-client';
import { serverReason } from '../../../lib/server-reason';

/** What the form holds: the amount stays the text the customer typed until it becomes cents. */
export type InternalTransferFormValues = {
  fromAccountId: string;
  toEmail: string;
  amount: string;
  note: string;
};

export type InternalTransferField = keyof InternalTransferFormValues;
export type InternalTransferFieldErrors = Partial<Record<InternalTransferField, string>>;

/** The page's own texts; what the server answers with is in `apiMessages`. */
export const internalTransferMessages = {
  success: 'Internal transfer completed successfully!',
  failed: 'Failed to process internal transfer. Please try again.',
  chooseAccount: 'Choose the account to send from',
} as const;

export const emptyInternalTransferForm: InternalTransferFormValues = { fromAccountId: '', toEmail: '', amount: '', note: '' };

const schemaFieldToFormField: Record<string, InternalTransferField> = {
  fromAccountId: 'fromAccountId',
  toEmail: 'toEmail',
  amountCents: 'amount',
  note: 'note',
};

export type InternalTransferValidation =
  | { success: true; body: InternalTransferBody }
  | { success: false; errors: InternalTransferFieldErrors };

/**
 * Turns the form into the request body with the shared schema: the amount text goes through
 * `parseAmountToCents` (integer cents, no floating point); more than two decimals, or anything
 * that is not a positive amount, gets the API's own message.
 */
export function validateInternalTransfer(
  values: InternalTransferFormValues,
  { ownEmail }: { ownEmail?: string | null } = {},
): InternalTransferValidation {
  const amountCents = parseAmountToCents(values.amount);
  const parsed = InternalTransferBody.safeParse({
    fromAccountId: values.fromAccountId,
    toEmail: values.toEmail,
    // Unparseable text is sent to the schema as 0, which it refuses with the amount message.
    amountCents: amountCents ?? 0,
    note: values.note,
  });

  const errors: InternalTransferFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = schemaFieldToFormField[String(issue.path[0])];
      if (field) errors[field] ??= issue.message;
    }
  }
  if (errors.fromAccountId) errors.fromAccountId = internalTransferMessages.chooseAccount;
  if (errors.amount) errors.amount = typedAmountProblem(values.amount) ?? apiMessages.invalidAmount;
  if (parsed.success && ownEmail && parsed.data.toEmail === ownEmail.trim().toLowerCase()) {
    errors.toEmail = apiMessages.transferToSelf;
  }

  return parsed.success && Object.keys(errors).length === 0 ? { success: true, body: parsed.data } : { success: false, errors };
}

const knownServerMessages: ReadonlyMap<string, InternalTransferField> = new Map([
  [apiMessages.unknownRecipient, 'toEmail'],
  [apiMessages.transferToSelf, 'toEmail'],
  [apiMessages.insufficientBalance, 'amount'],
  [apiMessages.invalidAmount, 'amount'],
]);

export interface TransferFailure {
  /** What the toast says: the server's reason when it gave one, else the generic failure text. */
  message: string;
  /** The field the message is about, to mark it as well. */
  field: InternalTransferField | null;
}

/**
 * What a failed transfer says: the server's own message — an unknown recipient, one's own
 * account, insufficient funds and an invalid amount also on the field they are about — or, when
 * the server gave no reason (a 5xx, no answer), the generic failure text.
 */
export function describeTransferFailure(error: unknown): TransferFailure {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    const candidates = [error.message, ...Object.values(error.fields ?? {})];
    for (const candidate of candidates) {
      const field = knownServerMessages.get(candidate);
      if (field) return { message: candidate, field };
    }
  }
  return { message: serverReason(error) ?? internalTransferMessages.failed, field: null };
}
