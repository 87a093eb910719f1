import type { AdjustmentBody, AdjustmentResult } from '@sandbank/shared';
import { putAdjustment } from '../../data/adjustment-repository';
import { newId } from '../../data/ids';
import type { AccountRecord } from '../../data/account-repository';
import type { Caller } from '../../lib/auth';
import type { IdempotencyScope } from '../../lib/idempotency';
import { postAudited, requireAccount, requireFirstCheckingAccount, signedAmount } from './admin-postings';
import { newEntry, toTransactionView } from './entries';

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
