import type { TransactionStatus } from './schemas/transaction';

/**
 * The ledger's rule for what a balance is: the sum of an account's completed and pending
 * entries. Pending entries are holds that already count; failed entries never do.
 */
export const countsTowardsBalance = (entry: { status: TransactionStatus }): boolean =>
  entry.status === 'completed' || entry.status === 'pending';

/** The bank's own accounts, by id (see bankAccounts). */
export const bankAccountIds = ['sandboxFunding'] as const;
export type BankAccountId = (typeof bankAccountIds)[number];

/**
 * The bank's own accounts: the other side of money that comes from the bank or goes to it.
 * Sandbox funding gives the toolkit's test customers everything they hold — opening balances, what
 * a reset tops up, checks the sandbox approves — and takes back what leaves them (a wire, an
 * expiry), so the money of test customers always adds up to what sandbox funding gave out.
 */
export const bankAccounts: Record<BankAccountId, { name: string }> = {
  sandboxFunding: { name: 'Sandbox funding' },
};
