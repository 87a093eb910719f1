import { conflict, forbidden, notFound } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import { acceptedAnswer, type AcceptedAnswer } from '@sandbank/shared/operation';
import type { PostingRequest } from '@sandbank/shared/schemas/posting-request';
import { accountById, accountsOfUser, type AccountRecord } from '../../data/entities/account';
import { bankSettings } from '../../lib/bank-settings';
import { moveMoney } from '../audit/audited-movement';
import { auditedChange } from '../audit/audited-write';
import type { Caller } from '../caller';
import { islandOfAccount } from '../ledger/islands';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { requestApproval } from './approval-requests';
import { checkThreshold } from './approval-threshold';
import { postedAction, writesOfOrder, type OrderWrites, type PostingOrder } from './posting-order';

export async function requireAccount(accountId: string): Promise<AccountRecord> {
  const account = await accountById(accountId);
  if (!account) throw notFound(apiMessages.accountNotFound);
  return account;
}

export async function requireFirstCheckingAccount(userId: string): Promise<AccountRecord> {
  const checking = (await accountsOfUser(userId)).find((account) => account.type === 'checking');
  if (!checking) throw notFound(apiMessages.noCheckingAccount);
  return checking;
}

/** Alone, or with what was posted to the account lately (approval-threshold.ts). */
export const approvalThresholdCents = (): number => bankSettings().backOffice.approvalThresholdCents;

export interface AdminPosting<Result> {
  admin: Caller;
  order: PostingOrder;
  /** Read fresh on every attempt: the posting pins the version it read. */
  loadAccount: () => Promise<AccountRecord>;
  result: (writes: OrderWrites, balanceCents: number) => Result;
  idempotency: IdempotencyScope;
  /** The rolling totals' window ends here. */
  now: Date;
}

/**
 * The audit's before and after balances are exact because the posting is pinned to the version read. An
 * administrator never posts to their own account: moving money to oneself needs a second person. At the approval
 * threshold nothing moves and it becomes a posting request, answered 202.
 */
export async function postAudited<Result>(posting: AdminPosting<Result>): Promise<Result | AcceptedAnswer<PostingRequest>> {
  const { admin, order } = posting;
  return auditedChange<Result | AcceptedAnswer<PostingRequest>>(async () => {
    const account = await posting.loadAccount();
    if (account.userId === admin.userId) throw forbidden(apiMessages.ownAccountPosting);
    const threshold = await checkThreshold({ accountId: account.id, makerId: admin.userId, amountCents: order.amountCents }, approvalThresholdCents(), posting.now);
    if (threshold.wait) return { answer: acceptedAnswer(await requestApproval(admin, account, order, posting.idempotency, threshold.wait, posting.now)) };
    const writes = writesOfOrder(order, account, admin.userId);
    const { entry } = writes;
    const balanceAfter = account.balanceCents + entry.amountCents;
    if (balanceAfter < 0) throw conflict(apiMessages.cannotDeduct);
    const result = posting.result(writes, balanceAfter);
    return {
      write: moveMoney({
        // What an administrator posts comes from, or goes to, the bank's adjustments account.
        postings: [{ entry, expectedVersion: account.version, island: islandOfAccount(account), contra: 'adjustments' }],
        records: [...writes.records, threshold.count],
        idempotency: { scope: posting.idempotency, response: result },
      }),
      audit: {
        customerId: account.userId,
        actorId: admin.userId,
        action: postedAction(order),
        targetType: 'account',
        targetId: account.id,
        before: { balanceCents: account.balanceCents },
        after: { balanceCents: balanceAfter, transactionId: entry.id, amountCents: entry.amountCents, ...writes.audit },
      },
      result,
    };
  });
}
