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

export const LedgerCheckResult = z.object({
  checkedAt: IsoDateTime,
  accountsChecked: z.int(),
  entriesChecked: z.int(),
  /** Accounts that kept changing during the check and could not be compared; check again. */
  unsettledAccounts: z.array(Id),
  mismatches: z.array(LedgerMismatch),
  /** No account whose reading was settled disagrees with its entries. */
  ok: z.boolean(),
});
export type LedgerCheckResult = z.infer<typeof LedgerCheckResult>;

/** The ledger invariant, checked for every account on demand. */
export const adminLedgerOperations = defineOperations({
  checkLedger: {
    method: 'GET',
    path: '/api/admin/ledger/check',
    access: 'admin',
    summary: "Recompute every account's balance from its entries and report mismatches",
    // Reads the whole ledger.
    throttle: { rateLimit: 1, burstLimit: 2 },
    response: LedgerCheckResult,
  },
});
