import type { TransactionStatus } from './schemas/transaction';

/**
 * The ledger's rule for what a balance is: the sum of an account's completed and pending
 * entries. Pending entries are holds that already count; failed entries never do.
 */
export const countsTowardsBalance = (entry: { status: TransactionStatus }): boolean =>
  entry.status === 'completed' || entry.status === 'pending';
