import * as z from 'zod/mini';
import { bankAccountIds } from '../../../ledger';
import { Id, IsoDateTime } from '../../../schemas/common';
import { defineOperations } from '../../operation';

export const LedgerMismatch = z.object({
  accountId: Id,
  number: z.string(),
  balanceCents: z.int(),
  ledgerBalanceCents: z.int(),
  pendingCents: z.int(),
  ledgerPendingCents: z.int(),
});

/** The bank's total balance as its sharded counters hold it, against the sum of every account's balance. */
export const TotalBalanceCheck = z.object({
  countedCents: z.int(),
  accountsCents: z.int(),
  /** Nothing moved while both were read (the counters read the same before and after), so they compare. */
  settled: z.boolean(),
  agrees: z.boolean(),
});
export type TotalBalanceCheck = z.infer<typeof TotalBalanceCheck>;

/**
 * Where the island's money came from: the test customers' accounts hold exactly what the bank's
 * sandbox funding account gave them (its balance is minus that), so money that reached them from
 * anywhere else — or left them for a customer of the bank — shows as a disagreement.
 */
export const IslandCheck = z.object({
  /** The islands' share of the sandbox funding account's balance: minus what the test customers were given, net. */
  islandFundingCents: z.int(),
  testCustomerAccounts: z.int(),
  /** What every test customer's accounts hold together. */
  testCustomerBalancesCents: z.int(),
  /** Nothing moved while both were read, so they compare. */
  settled: z.boolean(),
  /** The islands' share of sandbox funding and the test customers' balances sum to zero. */
  agrees: z.boolean(),
});
export type IslandCheck = z.infer<typeof IslandCheck>;

/** One of the bank's own accounts (shared/src/ledger.ts), with its balance summed from the counter shards. */
export const BankAccountBalance = z.object({
  id: z.enum(bankAccountIds),
  name: z.string(),
  balanceCents: z.int(),
});
export type BankAccountBalance = z.infer<typeof BankAccountBalance>;

/**
 * A posting whose lines do not sum to zero: the sides of a transfer that do not add up, or an
 * entry with no other side at all (written before the ledger was double-entry, until
 * `npm run upgrade:double-entry` gives it one).
 */
export const UnbalancedPosting = z.object({
  /** The transfer's id, or the entry's own id when it stands alone. */
  postingId: z.string(),
  sumCents: z.int(),
  entryIds: z.array(Id),
});
export type UnbalancedPosting = z.infer<typeof UnbalancedPosting>;

export const LedgerCheckResult = z.object({
  checkedAt: IsoDateTime,
  accountsChecked: z.int(),
  entriesChecked: z.int(),
  /** Accounts that kept changing during the check and could not be compared; check again. */
  unsettledAccounts: z.array(Id),
  mismatches: z.array(LedgerMismatch),
  totalBalance: TotalBalanceCheck,
  island: IslandCheck,
  /** Double entry: the sum of every balance, customer and bank, is zero, and no posting's lines fail to sum to zero. */
  balanced: z.boolean(),
  /** Every customer account's balance plus every bank account's (read while nothing moved): zero in a balanced bank. */
  sumCents: z.int(),
  bankAccounts: z.array(BankAccountBalance),
  /** The first postings found unbalanced (at most 100). */
  unbalancedPostings: z.array(UnbalancedPosting),
  /** No account whose reading was settled disagrees with its entries, nor a settled total with the counters, nor a settled island with sandbox funding, and the bank is balanced. */
  ok: z.boolean(),
});
export type LedgerCheckResult = z.infer<typeof LedgerCheckResult>;

/** The ledger invariant, checked for every account on demand. */
export const adminLedgerOperations = defineOperations({
  checkLedger: {
    method: 'GET',
    path: '/api/admin/ledger/check',
    access: 'admin',
    summary: "Recompute every account's balance from its entries and report mismatches; compare the sharded total balance with the sum of all balances, the test customers' balances with the sandbox funding account that gave them, and that every posting and the whole bank (customer and bank accounts) sum to zero",
    // Reads the whole ledger.
    throttle: { rateLimit: 1, burstLimit: 2 },
    response: LedgerCheckResult,
  },
});
