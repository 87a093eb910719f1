import { apiMessages, InternalTransferBody } from '@sandbank/shared';
import * as z from 'zod/mini';
import { ApiRequestError } from '../../../lib/api-client';
import { AmountText, fromText, refusedAs } from '../../../lib/form-schema';
import { serverReason } from '../../../lib/server-reason';

/** What the form holds: the amount stays the text the customer typed until it becomes cents. */
export type InternalTransferFormValues = {
  fromAccountId: string;
  toEmail: string;
  amount: string;
  note: string;
};

export type InternalTransferField = keyof InternalTransferFormValues;

/** The page's own texts; what the server answers with is in `apiMessages`. */
export const internalTransferMessages = {
  success: 'Internal transfer completed successfully!',
  failed: 'Failed to process internal transfer. Please try again.',
  chooseAccount: 'Choose the account to send from',
} as const;

export const emptyInternalTransferForm: InternalTransferFormValues = { fromAccountId: '', toEmail: '', amount: '', note: '' };

/**
 * The form as the request body, with the shared schema's fields: the amount text becomes integer
 * cents (`AmountText`, no floating point, the API's own messages); sending to oneself is refused
 * once the rest is valid.
 */
export const internalTransferFormSchema = ({ ownEmail }: { ownEmail?: string | null } = {}) =>
  z.pipe(
    z.object({
      fromAccountId: refusedAs(InternalTransferBody.shape.fromAccountId, internalTransferMessages.chooseAccount),
      toEmail: fromText(InternalTransferBody.shape.toEmail),
      amount: AmountText,
      note: fromText(InternalTransferBody.shape.note),
    }),
    z.transform(({ fromAccountId, toEmail, amount, note }, context): InternalTransferBody => {
      if (ownEmail && toEmail === ownEmail.trim().toLowerCase()) {
        context.issues.push({ code: 'custom', path: ['toEmail'], message: apiMessages.transferToSelf, input: toEmail });
      }
      return { fromAccountId, toEmail, amountCents: amount, note };
    }),
  );

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
