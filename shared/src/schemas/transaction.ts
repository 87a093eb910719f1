import * as z from 'zod/mini';
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
  amountCents: z.int(),
  description: z.string(),
  status: TransactionStatus,
  createdAt: IsoDateTime,
  reference: z.nullable(z.string()),
  /** The customer's own note, e.g. on an internal transfer. */
  note: z.nullable(z.string()),
  transferId: z.nullable(z.string()),
  wireId: z.nullable(z.string()),
  checkId: z.nullable(z.string()),
  adjustmentId: z.nullable(z.string()),
});
export type Transaction = z.infer<typeof Transaction>;
