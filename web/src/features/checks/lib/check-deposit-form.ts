import { checkAmountProblem, CheckDepositBody, parseAmountToCents, apiMessages, typedAmountProblem, type BankSettings } from '@sandbank/shared';
import { reasonToast } from '../../../components/ui/failure-toast';
import type { ToastMessage } from '../../../components/ui/toast-stack';
import { ApiRequestError } from '../../../lib/api-client';
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

export type CheckDepositValidation = { success: true; body: CheckDepositBody } | { success: false; errors: CheckDepositFieldErrors };

/**
 * Turns the form into the request body with the shared schema and the published per-check limit,
 * the same rules the server applies; each problem is reported under its field.
 */
export function validateCheckDeposit(values: CheckDepositFormValues, settings: Pick<BankSettings, 'check'>): CheckDepositValidation {
  const amountCents = parseAmountToCents(values.amount);
  const parsed = CheckDepositBody.safeParse({
    accountId: values.accountId,
    // Unparseable text is sent to the schema as 0, which it refuses with the amount message.
    amountCents: amountCents ?? 0,
    checkNumber: values.checkNumber,
    bankName: values.bankName,
    routingNumber: values.routingNumber,
    accountNumber: values.accountNumber,
    memo: values.memo,
  });
  const errors: CheckDepositFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf[String(issue.path[0])];
      if (field) errors[field] ??= issue.message;
    }
  }
  if (errors.accountId) errors.accountId = checkDepositMessages.chooseAccount;
  if (errors.amount) errors.amount = typedAmountProblem(values.amount) ?? apiMessages.invalidAmount;
  const overLimit = amountCents === null ? null : checkAmountProblem(amountCents, settings);
  if (overLimit) errors.amount ??= overLimit;
  return parsed.success && Object.keys(errors).length === 0 ? { success: true, body: parsed.data } : { success: false, errors };
}

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
