import * as z from 'zod/mini';
import { Account, AccountIdParams, AccountType } from '../../schemas/account';
import { Cursor, Id } from '../../schemas/common';
import { Transaction } from '../../schemas/transaction';
import { defineOperations } from '../operation';

export const AccountList = z.object({ items: z.array(Account) });
export type AccountList = z.infer<typeof AccountList>;

export const YearMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM'));

/** Entries a statement answers at most per call: a CSV or PDF statement holds them all, a JSON one pages. */
export const STATEMENT_ENTRIES_PER_CALL = 1000;

export const StatementQuery = z
  .strictObject({
    month: YearMonth,
    /** `csv` and `pdf` are the whole month as a file (`text/csv`, `application/pdf`). */
    format: z._default(z.enum(['json', 'csv', 'pdf']), 'json'),
    /** The JSON statement's `nextCursor`: the month's further entries. */
    cursor: z.optional(Cursor),
  })
  .check(
    z.refine((query) => !(query.format !== 'json' && query.cursor), {
      message: 'A CSV or PDF statement is a whole month; only the JSON statement pages',
      path: ['cursor'],
    }),
  );

export const Statement = z.object({
  account: z.object({ id: Id, name: z.string(), number: z.string(), type: AccountType }),
  month: YearMonth,
  openingBalanceCents: z.int(),
  closingBalanceCents: z.int(),
  totalCreditsCents: z.int(),
  totalDebitsCents: z.int(),
  /**
   * The month's entries, oldest first, at most STATEMENT_ENTRIES_PER_CALL per answer; failed ones
   * are listed but do not count. The balances and totals are always the whole month's.
   */
  entries: z.array(Transaction),
  /** Where the month's further entries start (pass it back as `cursor`), or null when this is the last of them. */
  nextCursor: z.nullable(z.string()),
});
export type Statement = z.infer<typeof Statement>;

/** The caller's accounts and their statements. */
export const accountOperations = defineOperations({
  listMyAccounts: {
    method: 'GET',
    path: '/api/accounts',
    access: 'customer',
    summary: "The caller's accounts; opens the three sandbox accounts on the first call",
    response: AccountList,
  },
  getAccountStatement: {
    method: 'GET',
    path: '/api/accounts/{accountId}/statement',
    access: 'customer',
    summary: 'Monthly statement of one of the caller’s accounts (JSON, CSV with format=csv, or PDF with format=pdf)',
    params: AccountIdParams,
    query: StatementQuery,
    response: Statement,
    alternativeContentTypes: ['text/csv', 'application/pdf'],
    // A month of entries, and the entries before it for the opening balance.
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
});
