import { AdjustmentBody, AmountCents, apiMessages, PostTransactionBody, type Direction } from '@sandbank/shared';
import * as z from 'zod/mini';
import { AmountText, fromText, TypedCents } from '../../../lib/form-schema';

/** What a posting form holds: the amount stays the text typed until it becomes cents. */
export type AdjustmentFormValues = {
  amount: string;
  reason: string;
};

export type PostingFormValues = {
  accountId: string;
  type: string;
  /** Absent while the select is disabled (the type allows one direction). */
  direction?: string;
  amount: string;
  description: string;
};

/**
 * An adjustment as its body, with the shared schema's fields. A deduction above the balance the
 * screen knows is refused here already (the server refuses it again if the balance changed meanwhile).
 */
export const adjustmentFormSchema = (direction: Direction, balanceCents: number | null) =>
  z.pipe(
    z.object({
      // Above the balance is told before any other limit: the bank's rule that applies.
      amount: z.pipe(
        z.pipe(
          TypedCents,
          z.int().check(
            z.positive(apiMessages.invalidAmount),
            z.refine((cents) => !(direction === 'debit' && balanceCents !== null && cents > balanceCents), apiMessages.cannotDeduct),
          ),
        ),
        AmountCents,
      ),
      reason: fromText(AdjustmentBody.shape.reason),
    }),
    z.transform(({ amount, reason }): AdjustmentBody => ({ direction, amountCents: amount, reason })),
  );

/** What a valid posting form sends: the account it goes on and the body. */
export interface CheckedPosting {
  accountId: string;
  body: PostTransactionBody;
}

/**
 * A posting with the shared schema's fields (type, direction where the type allows both, amount,
 * description); which directions a type allows is the shared body's own rule, asked once the
 * fields are valid, under the direction.
 */
export const postingFormSchema = z.pipe(
  z.object({
    accountId: z.string().check(z.minLength(1, 'Choose an account')),
    type: fromText(PostTransactionBody.shape.type),
    // Blank (a type that allows one direction leaves the select disabled, so empty or absent) is no direction.
    direction: z.pipe(
      z.pipe(
        z.optional(z.string()),
        z.transform((value) => value || undefined),
      ),
      PostTransactionBody.shape.direction,
    ),
    amount: AmountText,
    description: fromText(PostTransactionBody.shape.description),
  }),
  z.transform(
    ({ accountId, type, direction, amount, description }, context): CheckedPosting => {
      const body = PostTransactionBody.safeParse({ type, ...(direction ? { direction } : {}), amountCents: amount, description });
      if (body.success) return { accountId, body: body.data };
      for (const issue of body.error.issues) context.issues.push({ code: 'custom', path: issue.path, message: issue.message, input: undefined });
      return z.NEVER;
    },
  ),
);
