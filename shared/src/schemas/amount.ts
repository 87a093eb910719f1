import * as z from 'zod/mini';
import { apiMessages } from '../messages';
import { MAX_AMOUNT_CENTS, parseAmountToCents } from '../money';

const INVALID_AMOUNT = apiMessages.invalidAmount;

/** An amount with more than two decimals: a fraction of a cent, which no account can hold. */
export const AMOUNT_DECIMALS_MESSAGE = 'Enter an amount with at most 2 decimals';

const isFractional = (input: unknown) => typeof input === 'number' && Number.isFinite(input) && !Number.isInteger(input);

/**
 * A positive whole number of cents, at most 1,000,000,000 (10 million dollars). A fraction of a
 * cent is an amount with more than two decimals, and is told so.
 */
export const AmountCents = z
  .int({ error: (issue) => (isFractional(issue.input) ? AMOUNT_DECIMALS_MESSAGE : INVALID_AMOUNT) })
  .check(z.positive(INVALID_AMOUNT), z.maximum(MAX_AMOUNT_CENTS, INVALID_AMOUNT));

/** A plain amount ("12.345", "1,234.5678") with more than two decimals. */
const TOO_MANY_DECIMALS = /^\s*\d{1,15}\.\d{3,}\s*$/;

/**
 * What is wrong with a typed amount before it becomes cents, in the words of `AmountCents`: more
 * than two decimals, or not an amount at all; null when it reads as cents (which the request's
 * schema then judges: positive, within the limits).
 */
export function typedAmountProblem(text: string): string | null {
  if (parseAmountToCents(text) !== null) return null;
  return TOO_MANY_DECIMALS.test(text.replace(/,/g, '')) ? AMOUNT_DECIMALS_MESSAGE : INVALID_AMOUNT;
}

/** Which way money goes for the account named: credit adds, debit removes. */
export const Direction = z.enum(['credit', 'debit']);
export type Direction = z.infer<typeof Direction>;
