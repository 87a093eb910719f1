import { z } from 'zod';
import { Cursor, Id, IsoDateTime, Limit, page } from './common';

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

export const TransactionPage = page(Transaction);
export type TransactionPage = z.infer<typeof TransactionPage>;

export const ListTransactionsQuery = z
  .strictObject({
    type: TransactionType.optional(),
    /** First and last day to include (UTC dates, inclusive). */
    from: z.iso.date('Use the form YYYY-MM-DD').optional(),
    to: z.iso.date('Use the form YYYY-MM-DD').optional(),
    /** Text to look for in the description, note or reference (case-insensitive). */
    q: z.string().trim().min(1).max(100).optional(),
    cursor: Cursor.optional(),
    limit: Limit.default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type ListTransactionsQuery = z.infer<typeof ListTransactionsQuery>;

export const TransactionIdParams = z.strictObject({ transactionId: Id });
