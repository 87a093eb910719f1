import { checkAmountProblem, CheckDepositBody, type BankSettings } from '@sandbank/shared';
import * as z from 'zod/mini';
import { reasonToast } from '../../../components/ui/failure-toast';
import type { ToastMessage } from '../../../components/ui/toast-stack';
import { ApiRequestError } from '../../../lib/api-client';
import { amountWithin, fromText, refusedAs } from '../../../lib/form-schema';
import { formFieldsOf, serverFieldErrors as fieldErrorsOf } from '../../../lib/submission-keys';

/** What the form holds: the amount stays the text the customer typed until it becomes cents. */
export interface CheckDepositFormValues {
  accountId: string;
  amount: string;
  checkNumber: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  memo: string;
}

export type CheckDepositField = keyof CheckDepositFormValues;
export type CheckDepositFieldErrors = Partial<Record<CheckDepositField, string>>;

export const checkDepositMessages = {
  success: 'Check deposit submitted successfully! It will be reviewed by an administrator.',
  failed: 'Failed to submit check deposit. Please try again.',
  chooseAccount: 'Choose the account to deposit into',
} as const;

export const emptyCheckDepositForm: CheckDepositFormValues = {
  accountId: '',
  amount: '',
  checkNumber: '',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
  memo: '',
};

/** The body's field names as the form names them (the amount is typed as text, sent as cents). */
const formFieldOf = formFieldsOf<CheckDepositField>(['accountId', 'checkNumber', 'bankName', 'routingNumber', 'accountNumber', 'memo'], { amountCents: 'amount' });

/**
 * The form as the request body, with the shared schema's fields and the published per-check
 * limit, the same rules the server applies; each problem is reported under its field.
 */
export const checkDepositFormSchema = (settings: Pick<BankSettings, 'check'>) =>
  z.pipe(
    z.object({
      accountId: refusedAs(CheckDepositBody.shape.accountId, checkDepositMessages.chooseAccount),
      amount: amountWithin((cents) => checkAmountProblem(cents, settings)),
      checkNumber: fromText(CheckDepositBody.shape.checkNumber),
      bankName: fromText(CheckDepositBody.shape.bankName),
      routingNumber: fromText(CheckDepositBody.shape.routingNumber),
      accountNumber: fromText(CheckDepositBody.shape.accountNumber),
      memo: fromText(CheckDepositBody.shape.memo),
    }),
    z.transform(
      ({ amount, ...fields }): CheckDepositBody => ({
        accountId: fields.accountId,
        amountCents: amount,
        checkNumber: fields.checkNumber,
        bankName: fields.bankName,
        routingNumber: fields.routingNumber,
        accountNumber: fields.accountNumber,
        memo: fields.memo,
      }),
    ),
  );

/**
 * What the server refused, by field: its field messages (`body.routingNumber`, …) under the
 * fields they name, and a duplicate check under the check number.
 */
export function serverFieldErrors(error: unknown): CheckDepositFieldErrors {
  const errors: CheckDepositFieldErrors = fieldErrorsOf(error, formFieldOf);
  if (error instanceof ApiRequestError && error.status === 409) errors.checkNumber ??= error.message;
  return errors;
}

/**
 * The toast of a refused deposit: none when the refusal is shown under its fields (a duplicate
 * check says why under its number, once), else the server's reason or the generic failure text.
 */
export function depositFailureToast(error: unknown): ToastMessage | null {
  if (Object.keys(serverFieldErrors(error)).length > 0) return null;
  return reasonToast(error, checkDepositMessages.failed);
}
