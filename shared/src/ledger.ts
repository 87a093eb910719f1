import type { TransactionStatus } from './schemas/transaction';

/**
 * The ledger's rule for what a balance is: the sum of an account's completed and pending
 * entries. Pending entries are holds that already count; failed entries never do.
 */
export const countsTowardsBalance = (entry: { status: TransactionStatus }): boolean =>
  entry.status === 'completed' || entry.status === 'pending';

/** The bank's own accounts, by id (see bankAccounts). */
export const bankAccountIds = [
  'sandboxFunding',
  'feeIncome',
  'wireClearing',
  'checkClearing',
  'achClearing',
  'cardClearing',
  'interestExpense',
  'adjustments',
] as const;
export type BankAccountId = (typeof bankAccountIds)[number];

/**
 * The bank's own accounts: the other side of money that comes from the bank or goes to it, so
 * that every posting's lines — and the whole bank, customers and bank together — sum to zero.
 * Customer balances are positive; a bank account holds minus what it gave out (sandbox funding,
 * check clearing, adjustments) or what it took in (fee income, wire clearing). Each is kept in
 * the bank's counter shards, so none is one hot item (docs/ledger.md).
 */
export const bankAccounts: Record<BankAccountId, { name: string; holds: string }> = {
  sandboxFunding: {
    name: 'Sandbox funding',
    holds: "Opening balances, and everything the tester's toolkit gives test customers or takes back (resets, simulated decisions, expiry)",
  },
  feeIncome: { name: 'Fee income', holds: 'Fees customers pay, such as a wire transfer fee' },
  wireClearing: { name: 'Wire clearing', holds: 'Outgoing wires, from the hold until they leave the bank' },
  checkClearing: { name: 'Check clearing', holds: 'Deposited checks, credited when approved and collected from the paying bank' },
  achClearing: { name: 'ACH clearing', holds: 'ACH payments in and out' },
  cardClearing: { name: 'Card clearing', holds: 'Card authorizations and captures' },
  interestExpense: { name: 'Interest expense', holds: 'Interest the bank pays on savings' },
  adjustments: { name: 'Back-office adjustments', holds: 'Credits and debits an administrator posts' },
};
