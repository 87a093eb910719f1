import { conflict, forbidden, notFound } from '@sandbank/shared/errors';
import { apiMessages, approvalMessages } from '@sandbank/shared/messages';
import type { ListApprovalsQuery, PostingRequestPage } from '@sandbank/shared/operations/admin/approvals';
import type { PostingRequest } from '@sandbank/shared/schemas/posting-request';
import { accountOfUser } from '../../data/entities/account';
import {
  decidePostingRequestItem,
  postingRequestById,
  postingRequestsPage,
  type PostingDecision,
  type PostingRequestRecord,
} from '../../data/entities/posting-request';
import { countOf, countStatusChange, readWorkflowCounters } from '../../data/entities/workflow-counters';
import { moveMoney } from '../audit/audited-movement';
import { auditedChange, writeRecords } from '../audit/audited-write';
import type { Caller } from '../caller';
import { islandOfAccount } from '../ledger/islands';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { toPostingRequestView } from './approval-requests';
import { postedAction, writesOfOrder } from './posting-order';

/*
 * Another administrator than the maker must decide, never the account's owner: both refusals come before the
 * status is looked at, so they answer 403 for a decided request too. The decision is conditional on `pending` in
 * the transaction of what it decides, so two racing checkers make one posting and a 409.
 */

export async function listApprovals(admin: Caller, query: ListApprovalsQuery): Promise<PostingRequestPage> {
  const [page, counters] = await Promise.all([
    postingRequestsPage(admin.userId, {
      status: query.status,
      ...(query.mine === 'true' ? { makerId: admin.userId } : {}),
      ...(query.cursor ? { cursor: query.cursor } : {}),
      limit: query.limit,
    }),
    readWorkflowCounters(),
  ]);
  return { items: page.items.map(toPostingRequestView), nextCursor: page.nextCursor, pendingCount: countOf(counters.approvals, 'pending') };
}

/** 403 comes before 409. */
async function requireDecidable(checker: Caller, requestId: string): Promise<PostingRequestRecord> {
  const request = await postingRequestById(requestId);
  if (!request) throw notFound(approvalMessages.requestNotFound);
  if (request.makerId === checker.userId) throw forbidden(approvalMessages.ownRequest);
  if (request.userId === checker.userId) throw forbidden(approvalMessages.ownAccount);
  if (request.status !== 'pending') throw conflict(approvalMessages.alreadyDecided);
  return request;
}

const decidedView = (request: PostingRequestRecord, decision: PostingDecision): PostingRequest => toPostingRequestView({ ...request, ...decision });

/** The posting is pinned to the account version read and never takes a debit below zero. */
export async function approvePostingRequest(checker: Caller, requestId: string, idempotency: IdempotencyScope): Promise<PostingRequest> {
  // A round lost to another checker reads the request again: 409.
  return auditedChange(async () => {
    const request = await requireDecidable(checker, requestId);
    const account = await accountOfUser(request.userId, request.accountId);
    if (!account) throw notFound(apiMessages.accountNotFound);
    const writes = writesOfOrder(request, account, request.makerId);
    const balanceAfter = account.balanceCents + writes.entry.amountCents;
    if (balanceAfter < 0) throw conflict(apiMessages.cannotDeduct);
    const decision: PostingDecision = {
      status: 'approved',
      decidedBy: checker.userId,
      decidedAt: writes.entry.createdAt,
      rejectionReason: null,
      transactionId: writes.entry.id,
    };
    const result = decidedView(request, decision);
    return {
      write: moveMoney({
        postings: [{ entry: writes.entry, expectedVersion: account.version, island: islandOfAccount(account), contra: 'adjustments' }],
        records: [decidePostingRequestItem(request, decision), countStatusChange('approvals', { from: 'pending', to: 'approved' }), ...writes.records],
        idempotency: { scope: idempotency, response: result },
      }),
      audit: {
        customerId: account.userId,
        actorId: checker.userId,
        action: 'approval.approve',
        targetType: 'account',
        targetId: account.id,
        before: { balanceCents: account.balanceCents, status: 'pending' },
        after: {
          status: 'approved',
          requestId: request.id,
          posted: postedAction(request),
          makerId: request.makerId,
          checkerId: checker.userId,
          balanceCents: balanceAfter,
          transactionId: writes.entry.id,
          amountCents: writes.entry.amountCents,
          ...writes.audit,
        },
      },
      result,
    };
  });
}

export async function rejectPostingRequest(checker: Caller, requestId: string, reason: string, idempotency: IdempotencyScope): Promise<PostingRequest> {
  // A lost round goes again; if the request left `pending`, the next round answers 409.
  return auditedChange(async () => {
    const request = await requireDecidable(checker, requestId);
    const decision: PostingDecision = { status: 'rejected', decidedBy: checker.userId, decidedAt: new Date().toISOString(), rejectionReason: reason, transactionId: null };
    const view = decidedView(request, decision);
    return {
      write: writeRecords([decidePostingRequestItem(request, decision), countStatusChange('approvals', { from: 'pending', to: 'rejected' })], {
        idempotency: { scope: idempotency, response: view },
      }),
      audit: {
        customerId: request.userId,
        actorId: checker.userId,
        action: 'approval.reject',
        targetType: 'account',
        targetId: request.accountId,
        before: { status: 'pending' },
        after: { status: 'rejected', requestId: request.id, makerId: request.makerId, checkerId: checker.userId, amountCents: request.amountCents, direction: request.direction, reason },
      },
      result: view,
    };
  });
}
