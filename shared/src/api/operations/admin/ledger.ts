import * as z from 'zod';
import { Id, IsoDateTime } from '../../../schemas/common';
import { defineOperations } from '../../operation';

export const LedgerMismatch = z.object({
  accountId: Id,
  number: z.string(),
  balanceCents: z.number().int(),
  ledgerBalanceCents: z.number().int(),
  pendingCents: z.number().int(),
  ledgerPendingCents: z.number().int(),
});

export const LedgerCheckResult = z.object({
  checkedAt: IsoDateTime,
  accountsChecked: z.number().int(),
  entriesChecked: z.number().int(),
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
    response: LedgerCheckResult,
  },
});
