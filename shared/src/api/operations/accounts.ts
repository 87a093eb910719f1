import * as z from 'zod/mini';
import { Account, AccountIdParams, AccountType } from '../../schemas/account';
import { Id } from '../../schemas/common';
import { Transaction } from '../../schemas/transaction';
import { defineOperations } from '../operation';

export const AccountList = z.object({ items: z.array(Account) });
export type AccountList = z.infer<typeof AccountList>;

export const YearMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM'));

export const StatementQuery = z.strictObject({
  month: YearMonth,
  format: z._default(z.enum(['json', 'csv']), 'json'),
});

export const Statement = z.object({
  account: z.object({ id: Id, name: z.string(), number: z.string(), type: AccountType }),
  month: YearMonth,
  openingBalanceCents: z.int(),
  closingBalanceCents: z.int(),
  totalCreditsCents: z.int(),
  totalDebitsCents: z.int(),
  /** Every entry of the month, oldest first; failed ones are listed but do not count. */
  entries: z.array(Transaction),
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
    summary: 'Monthly statement of one of the caller’s accounts (JSON, or CSV with format=csv)',
    params: AccountIdParams,
    query: StatementQuery,
    response: Statement,
    alternativeContentType: 'text/csv',
    // A month of entries, and the entries before it for the opening balance.
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
});
