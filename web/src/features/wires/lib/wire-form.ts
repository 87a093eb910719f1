import { CreateWireBody, wireAmountProblem, wireMessages, type BankSettings } from '@sandbank/shared';
import * as z from 'zod/mini';
import { amountWithin, fromText, refusedAs } from '../../../lib/form-schema';
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

/**
 * The form as the request body, with the shared schema's fields (the API checks the same) and the
 * bank's published limits on the amount: every problem at once, each on its field.
 */
export const wireFormSchema = (settings: BankSettings) =>
  z.pipe(
    z.object({
      accountId: refusedAs(CreateWireBody.shape.accountId, wireFormMessages.chooseAccount),
      recipientName: fromText(CreateWireBody.shape.recipientName),
      recipientAccount: fromText(CreateWireBody.shape.recipientAccount),
      recipientAddress: fromText(CreateWireBody.shape.recipientAddress),
      recipientBank: fromText(CreateWireBody.shape.recipientBank),
      swift: fromText(CreateWireBody.shape.swift),
      amount: amountWithin((cents) => wireAmountProblem(cents, settings)),
      purpose: refusedAs(CreateWireBody.shape.purpose, wireMessages.invalidPurpose),
      senderNotes: fromText(CreateWireBody.shape.senderNotes),
    }),
    z.transform(
      ({ amount, ...fields }): CreateWireBody => ({
        accountId: fields.accountId,
        recipientName: fields.recipientName,
        recipientAccount: fields.recipientAccount,
        recipientBank: fields.recipientBank,
        swift: fields.swift,
        recipientAddress: fields.recipientAddress,
        amountCents: amount,
        purpose: fields.purpose,
        senderNotes: fields.senderNotes,
      }),
    ),
  );

/** A refused submission: the server's field messages on their fields, else its reason, or the generic text when it gave none. */
export function describeWireFailure(error: unknown): { message: string; fields: WireFieldErrors } {
  const fields: WireFieldErrors = serverFieldErrors(error, bodyFieldToFormField);
  return { message: Object.values(fields)[0] ?? serverReason(error) ?? wireFormMessages.failed, fields };
}
