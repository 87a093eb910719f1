import * as z from 'zod/mini';
import { AccountType } from '../../../schemas/account';
import { Cursor, Id, Limit, SearchText, UserId } from '../../../schemas/common';
import { Transaction } from '../../../schemas/transaction';
import { defineOperations } from '../../operation';

export const BankTransaction = z.extend(Transaction, {
  holder: z.object({ userId: UserId, email: z.string() }),
  account: z.object({ id: Id, name: z.string(), number: z.string(), type: AccountType }),
});
export type BankTransaction = z.infer<typeof BankTransaction>;

/** The bank's entries as its counters hold them (every entry ever written, not only the page). */
export const TransactionTotals = z.object({
  total: z.int(),
  deposits: z.object({ count: z.int(), cents: z.int() }),
  withdrawals: z.object({ count: z.int(), cents: z.int() }),
  /** Sum of absolute amounts. */
  volumeCents: z.int(),
});
export type TransactionTotals = z.infer<typeof TransactionTotals>;

export const BankTransactionPage = z.object({
  items: z.array(BankTransaction),
  nextCursor: z.nullable(z.string()),
  totals: TransactionTotals,
});
export type BankTransactionPage = z.infer<typeof BankTransactionPage>;

export const ListBankTransactionsQuery = z.strictObject({
  /** Text to look for in the description, type, holder's email and account name or number. */
  q: z.optional(SearchText),
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 25),
});
export type ListBankTransactionsQuery = z.infer<typeof ListBankTransactionsQuery>;

/** Every customer's transactions, for the back office. */
export const adminTransactionOperations = defineOperations({
  listAllTransactions: {
    method: 'GET',
    path: '/api/admin/transactions',
    access: 'admin',
    summary: "Every customer's transactions, newest first, cursor-paginated, with the bank's totals",
    query: ListBankTransactionsQuery,
    response: BankTransactionPage,
    throttle: { rateLimit: 20, burstLimit: 40 },
    rateLimit: { category: 'search', whenQuery: 'q' },
  },
});
