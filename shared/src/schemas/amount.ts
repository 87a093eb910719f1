import * as z from 'zod/mini';
import { apiMessages } from '../messages';
import { MAX_AMOUNT_CENTS } from '../money';

const INVALID_AMOUNT = apiMessages.invalidAmount;

/** A positive whole number of cents, at most 1,000,000,000 (10 million dollars). */
export const AmountCents = z.int({ error: INVALID_AMOUNT }).check(z.positive(INVALID_AMOUNT), z.maximum(MAX_AMOUNT_CENTS, INVALID_AMOUNT));

/** Which way money goes for the account named: credit adds, debit removes. */
export const Direction = z.enum(['credit', 'debit']);
export type Direction = z.infer<typeof Direction>;
