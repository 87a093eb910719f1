import * as z from 'zod';
import { Id, IsoDateTime } from './common';

export const TransactionType = z.enum([
  'deposit',
  'withdrawal',
  'transfer',
  'wire_transfer',
  'fee',
  'interest',
  'adjustment',
  'payment',
  'reversal',
]);
export type TransactionType = z.infer<typeof TransactionType>;

export const TransactionStatus = z.enum(['completed', 'pending', 'failed']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

export const Transaction = z.object({
  id: Id,
  accountId: Id,
  type: TransactionType,
  /** Signed: positive is a credit, negative a debit. */
  amountCents: z.number().int(),
  description: z.string(),
  status: TransactionStatus,
  createdAt: IsoDateTime,
  reference: z.string().nullable(),
  /** The customer's own note, e.g. on an internal transfer. */
  note: z.string().nullable(),
  transferId: z.string().nullable(),
  wireId: z.string().nullable(),
  checkId: z.string().nullable(),
  adjustmentId: z.string().nullable(),
});
export type Transaction = z.infer<typeof Transaction>;
