import type { AdjustmentBody, AdjustmentResult } from '@sandbank/shared/operations/admin/postings';
import type { AccountRecord } from '../../data/entities/account';
import type { Caller } from '../caller';
import { toTransactionView } from '../ledger/entries';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { postAudited, requireAccount, requireFirstCheckingAccount } from './postings';

function adjust(admin: Caller, loadAccount: () => Promise<AccountRecord>, body: AdjustmentBody, idempotency: IdempotencyScope, now: Date) {
  return postAudited<AdjustmentResult>({
    admin,
    order: { kind: 'adjustment', type: 'adjustment', direction: body.direction, amountCents: body.amountCents, note: body.reason },
    loadAccount,
    result: ({ entry, adjustmentId }, balanceCents) => ({
      adjustmentId: adjustmentId!,
      accountId: entry.accountId,
      transaction: toTransactionView(entry),
      balanceCents,
    }),
    idempotency,
    now,
  });
}

export const adjustAccount = (admin: Caller, accountId: string, body: AdjustmentBody, idempotency: IdempotencyScope, now: Date) =>
  adjust(admin, () => requireAccount(accountId), body, idempotency, now);

export const adjustUser = (admin: Caller, userId: string, body: AdjustmentBody, idempotency: IdempotencyScope, now: Date) =>
  adjust(admin, () => requireFirstCheckingAccount(userId), body, idempotency, now);
