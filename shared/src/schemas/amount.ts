import * as z from 'zod';
import { apiMessages } from '../messages';
import { MAX_AMOUNT_CENTS } from '../money';

const INVALID_AMOUNT = apiMessages.invalidAmount;

/** A positive whole number of cents, at most 1,000,000,000 (10 million dollars). */
export const AmountCents = z
  .number({ error: INVALID_AMOUNT })
  .int(INVALID_AMOUNT)
  .positive(INVALID_AMOUNT)
  .max(MAX_AMOUNT_CENTS, INVALID_AMOUNT);

/** Which way money goes for the account named: credit adds, debit removes. */
export const Direction = z.enum(['credit', 'debit']);
export type Direction = z.infer<typeof Direction>;
