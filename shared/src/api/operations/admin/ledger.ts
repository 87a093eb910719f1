import * as z from 'zod/mini';
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
  /** The sandbox funding account's balance: minus what the test customers hold, net. */
  sandboxFundingCents: z.int(),
  testCustomerAccounts: z.int(),
  /** What every test customer's accounts hold together. */
  testCustomerBalancesCents: z.int(),
  /** Nothing moved while both were read, so they compare. */
  settled: z.boolean(),
  /** Sandbox funding and the test customers' balances sum to zero. */
  agrees: z.boolean(),
});
export type IslandCheck = z.infer<typeof IslandCheck>;

export const LedgerCheckResult = z.object({
  checkedAt: IsoDateTime,
  accountsChecked: z.int(),
  entriesChecked: z.int(),
  /** Accounts that kept changing during the check and could not be compared; check again. */
  unsettledAccounts: z.array(Id),
  mismatches: z.array(LedgerMismatch),
  totalBalance: TotalBalanceCheck,
  island: IslandCheck,
  /** No account whose reading was settled disagrees with its entries, nor a settled total with the counters, nor a settled island with sandbox funding. */
  ok: z.boolean(),
});
export type LedgerCheckResult = z.infer<typeof LedgerCheckResult>;

/** The ledger invariant, checked for every account on demand. */
export const adminLedgerOperations = defineOperations({
  checkLedger: {
    method: 'GET',
    path: '/api/admin/ledger/check',
    access: 'admin',
    summary: "Recompute every account's balance from its entries and report mismatches; compare the sharded total balance with the sum of all balances, and the test customers' balances with the sandbox funding account that gave them",
    // Reads the whole ledger.
    throttle: { rateLimit: 1, burstLimit: 2 },
    response: LedgerCheckResult,
  },
});
