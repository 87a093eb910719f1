import { conflict } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import { acceptedAnswer } from '@sandbank/shared/operation';
import type { PostingRequest } from '@sandbank/shared/schemas/posting-request';
import type { AccountRecord } from '../../data/entities/account';
import { putNewPostingRequest, type PostingRequestRecord } from '../../data/entities/posting-request';
import { profileOfUser } from '../../data/entities/profile';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { directoryUser } from '../../data/user-directory';
import { newId } from '../../lib/ids';
import { auditedChange, writeRecords } from '../audit/audited-write';
import type { Caller } from '../caller';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import type { ApprovalWait } from './approval-threshold';
import type { PostingOrder } from './posting-order';

export const toPostingRequestView = ({ userId: _userId, ...request }: PostingRequestRecord): PostingRequest => request;

/** An administrator may have no profile. */
async function makerOf(admin: Caller) {
  const user = await directoryUser(admin.username);
  return user && { userId: admin.userId, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

async function holderOf(account: AccountRecord) {
  const profile = await profileOfUser(account.userId);
  return profile && { userId: account.userId, email: profile.email, firstName: profile.firstName, lastName: profile.lastName };
}

/**
 * Nothing moves; the idempotency record remembers the 202 so a retry answers it again. A debit larger than the
 * balance is refused now rather than left to fail at approval.
 */
export async function requestApproval(
  admin: Caller,
  account: AccountRecord,
  order: PostingOrder,
  idempotency: IdempotencyScope,
  wait: ApprovalWait,
  now: Date,
): Promise<PostingRequest> {
  if (order.direction === 'debit' && account.balanceCents < order.amountCents) throw conflict(apiMessages.cannotDeduct);
  const [maker, holder] = await Promise.all([makerOf(admin), holderOf(account)]);
  const request: PostingRequestRecord = {
    id: newId(),
    status: 'pending',
    kind: order.kind,
    accountId: account.id,
    accountName: account.name,
    accountNumber: account.number,
    userId: account.userId,
    holder,
    type: order.type,
    direction: order.direction,
    amountCents: order.amountCents,
    note: order.note,
    makerId: admin.userId,
    maker,
    createdAt: now.toISOString(),
    decidedBy: null,
    decidedAt: null,
    rejectionReason: null,
    transactionId: null,
    approvalReason: wait.reason,
    rollingTotalCents: wait.rollingTotalCents,
  };
  const view = toPostingRequestView(request);
  // A new request's id is new, so only the audit head can fail here.
  return auditedChange(async () => ({
    write: writeRecords([putNewPostingRequest(request), countStatusChange('approvals', { to: 'pending' })], {
      idempotency: { scope: idempotency, response: acceptedAnswer(view) },
    }),
    audit: {
      customerId: account.userId,
      actorId: admin.userId,
      action: 'approval.request',
      targetType: 'account',
      targetId: account.id,
      before: { balanceCents: account.balanceCents },
      after: {
        requestId: request.id,
        status: 'pending',
        kind: order.kind,
        type: order.type,
        direction: order.direction,
        amountCents: order.amountCents,
        note: order.note,
        approvalReason: wait.reason,
        rollingTotalCents: wait.rollingTotalCents,
      },
    },
    result: view,
  }));
}
