import * as z from 'zod/mini';
import { AmountCents } from '../../schemas/amount';
import { Id, optionalTextField } from '../../schemas/common';
import { Email } from '../../schemas/credentials';
import { Transaction } from '../../schemas/transaction';
import { defineOperations } from '../operation';

export const InternalTransferBody = z.strictObject({
  fromAccountId: Id,
  toEmail: Email,
  amountCents: AmountCents,
  note: optionalTextField(200),
});
export type InternalTransferBody = z.infer<typeof InternalTransferBody>;

export const InternalTransferResult = z.object({
  transferId: Id,
  /** The caller's own debit entry. */
  transaction: Transaction,
});
export type InternalTransferResult = z.infer<typeof InternalTransferResult>;

/** Money the caller sends. */
export const transferOperations = defineOperations({
  createInternalTransfer: {
    method: 'POST',
    path: '/api/transfers/internal',
    access: 'customer',
    summary: "Move money from one of the caller's accounts to another customer's primary checking account",
    body: InternalTransferBody,
    response: InternalTransferResult,
    successStatus: 201,
    idempotent: true,
    // A refusal is what tells whether an email belongs to a customer who can receive money, so
    // refused transfers count as look-ups, whose allowance is much smaller.
    rateLimit: { category: 'moneyMovement', refusals: 'lookup' },
  },
});
