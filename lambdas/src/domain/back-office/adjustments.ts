import type { AdjustmentBody, AdjustmentResult } from '@sandbank/shared/operations/admin/postings';
import type { AccountRecord } from '../../data/entities/account';
import { putAdjustment } from '../../data/entities/adjustment';
import { newId } from '../../lib/ids';
import type { Caller } from '../caller';
import { newEntry, toTransactionView } from '../ledger/entries';
import type { IdempotencyScope } from '../ledger/movement';
import { postAudited, requireAccount, requireFirstCheckingAccount, signedAmount } from './postings';

function adjust(
  admin: Caller,
  loadAccount: () => Promise<AccountRecord>,
  body: AdjustmentBody,
  idempotency: IdempotencyScope,
): Promise<AdjustmentResult> {
  const adjustmentId = newId();
  return postAudited({
    admin,
    action: `account.adjust.${body.direction}`,
    loadAccount,
    buildEntry: (account) =>
      newEntry({
        userId: account.userId,
        accountId: account.id,
        type: 'adjustment',
        amountCents: signedAmount(body.direction, body.amountCents),
        description: body.direction === 'credit' ? 'Admin credit adjustment' : 'Admin debit adjustment',
        reference: adjustmentId,
        adjustmentId,
      }),
    extras: (entry) => ({
      records: [
        putAdjustment({
          id: adjustmentId,
          accountId: entry.accountId,
          userId: entry.userId,
          adminUserId: admin.userId,
          amountCents: entry.amountCents,
          reason: body.reason,
          createdAt: entry.createdAt,
        }),
      ],
      audit: { adjustmentId, reason: body.reason },
    }),
    result: (entry, balanceCents) => ({
      adjustmentId,
      accountId: entry.accountId,
      transaction: toTransactionView(entry),
      balanceCents,
    }),
    idempotency,
  });
}

export const adjustAccount = (admin: Caller, accountId: string, body: AdjustmentBody, idempotency: IdempotencyScope) =>
  adjust(admin, () => requireAccount(accountId), body, idempotency);

export const adjustUser = (admin: Caller, userId: string, body: AdjustmentBody, idempotency: IdempotencyScope) =>
  adjust(admin, () => requireFirstCheckingAccount(userId), body, idempotency);
