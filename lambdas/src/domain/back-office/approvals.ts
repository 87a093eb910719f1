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
 * Maker-checker, the checker's side. A posting request is decided by another administrator than
 * its maker, and never by the account's owner: both refusals come first, before the request's
 * status is even looked at, so they answer 403 for a decided request too. A request is decided
 * once: the decision is an update conditioned on `pending`, written in the same transaction as
 * what it decides — for an approval, the posting itself through the ledger's movement (entry,
 * balance, months, counters, the entry's event) — so two checkers racing make one posting and a 409.
 */

/** The queue (or the caller's own requests) in one status, with the bank-wide pending count. */
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

/** The request, once the checker may decide it: theirs to decide (403 first), and still pending (409). */
async function requireDecidable(checker: Caller, requestId: string): Promise<PostingRequestRecord> {
  const request = await postingRequestById(requestId);
  if (!request) throw notFound(approvalMessages.requestNotFound);
  if (request.makerId === checker.userId) throw forbidden(approvalMessages.ownRequest);
  if (request.userId === checker.userId) throw forbidden(approvalMessages.ownAccount);
  if (request.status !== 'pending') throw conflict(approvalMessages.alreadyDecided);
  return request;
}

const decidedView = (request: PostingRequestRecord, decision: PostingDecision): PostingRequest => toPostingRequestView({ ...request, ...decision });

/**
 * Approves a pending request: in one transaction the decision (conditional on `pending`), the
 * posting on the account as it is now (pinned to the version read, a debit never below zero), the
 * adjustment record of an adjustment, the counters, the idempotency record and the audit event
 * (`approval.approve`: the checker its actor, the maker named beside them); then its anchor.
 */
export async function approvePostingRequest(checker: Caller, requestId: string, idempotency: IdempotencyScope): Promise<PostingRequest> {
  // A round that fails because another checker decided first reads the request again: 409.
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

/** Rejects a pending request with the checker's reason: nothing moves; the decision, its count and its audit event in one transaction. */
export async function rejectPostingRequest(checker: Caller, requestId: string, reason: string, idempotency: IdempotencyScope): Promise<PostingRequest> {
  // A round that fails because the chain's head moved goes again; the request left `pending`: the next round answers 409.
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
