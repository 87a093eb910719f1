import * as z from 'zod/mini';
import { Cursor, Id, Limit, page, SearchText } from '../../schemas/common';
import { Transaction, TransactionType } from '../../schemas/transaction';
import { defineOperations } from '../operation';

export const TransactionPage = page(Transaction);
export type TransactionPage = z.infer<typeof TransactionPage>;

export const TransactionDirection = z.enum(['in', 'out']);
export type TransactionDirection = z.infer<typeof TransactionDirection>;

export const ListTransactionsQuery = z
  .strictObject({
    type: z.optional(TransactionType),
    /** Money in (credits) or money out (debits). */
    direction: z.optional(TransactionDirection),
    /** One of the caller's accounts; another id matches nothing. */
    accountId: z.optional(Id),
    /** First and last day to include (UTC dates, inclusive). */
    from: z.optional(z.iso.date('Use the form YYYY-MM-DD')),
    to: z.optional(z.iso.date('Use the form YYYY-MM-DD')),
    /** Text to look for in the description, note or reference (case-insensitive). */
    q: z.optional(SearchText),
    cursor: z.optional(Cursor),
    limit: z._default(Limit, 20),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'The start date must not be after the end date',
      path: ['from'],
    }),
  );
export type ListTransactionsQuery = z.infer<typeof ListTransactionsQuery>;

export const TransactionIdParams = z.strictObject({ transactionId: Id });

/** The caller's history. */
export const transactionOperations = defineOperations({
  listMyTransactions: {
    method: 'GET',
    path: '/api/transactions',
    access: 'customer',
    summary: "The caller's transactions, newest first, cursor-paginated",
    query: ListTransactionsQuery,
    response: TransactionPage,
    // A text search reads many entries per page it fills.
    throttle: { rateLimit: 20, burstLimit: 40 },
    rateLimit: { category: 'search', whenQuery: 'q' },
  },
  getMyTransaction: {
    method: 'GET',
    path: '/api/transactions/{transactionId}',
    access: 'customer',
    summary: 'One of the caller’s transactions',
    params: TransactionIdParams,
    response: Transaction,
  },
});
