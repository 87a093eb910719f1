import { AdjustmentBody, apiMessages, parseAmountToCents, PostTransactionBody, typedAmountProblem, type Direction } from '@sandbank/shared';
import type { FormCheck } from '../../../lib/form-check';

/** What a posting form holds: the amount stays the text typed until it becomes cents. */
export type AdjustmentFormValues = {
  amount: string;
  reason: string;
};

export type PostingFormValues = {
  accountId: string;
  type: string;
  direction: string;
  amount: string;
  description: string;
};

/** Amount text → positive integer cents, or null (then the API's own message says what is wrong). */
function amountCents(text: string): number | null {
  const cents = parseAmountToCents(text);
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * An adjustment with the shared schema. A deduction above the balance the screen knows is refused
 * here already (the server refuses it again if the balance changed meanwhile).
 */
export function checkAdjustment(
  values: AdjustmentFormValues,
  direction: Direction,
  balanceCents: number | null,
): FormCheck<AdjustmentFormValues, AdjustmentBody> {
  const cents = amountCents(values.amount);
  const parsed = AdjustmentBody.safeParse({ direction, amountCents: cents ?? 0, reason: values.reason });
  const errors: Partial<Record<keyof AdjustmentFormValues, string>> = {};
  if (cents === null) errors.amount = typedAmountProblem(values.amount) ?? apiMessages.invalidAmount;
  else if (direction === 'debit' && balanceCents !== null && cents > balanceCents) errors.amount = apiMessages.cannotDeduct;
  if (!parsed.success) {
    const reason = parsed.error.issues.find((issue) => issue.path[0] === 'reason');
    if (reason) errors.reason = reason.message;
  }
  return parsed.success && Object.keys(errors).length === 0 ? { success: true, body: parsed.data } : { success: false, errors };
}

/** A posting with the shared schema (type, direction where the type allows both, amount, description). */
export function checkPosting(values: PostingFormValues): FormCheck<PostingFormValues, { accountId: string; body: PostTransactionBody }> {
  const cents = amountCents(values.amount);
  const parsed = PostTransactionBody.safeParse({
    type: values.type,
    ...(values.direction ? { direction: values.direction } : {}),
    amountCents: cents ?? 0,
    description: values.description,
  });
  const errors: Partial<Record<keyof PostingFormValues, string>> = {};
  if (!values.accountId) errors.accountId = 'Choose an account';
  if (cents === null) errors.amount = typedAmountProblem(values.amount) ?? apiMessages.invalidAmount;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'type' || field === 'direction' || field === 'description') errors[field] ??= issue.message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { success: true, body: { accountId: values.accountId, body: parsed.data } }
    : { success: false, errors };
}
