import * as z from 'zod/mini';
import { Cursor, Id, page, requiredText } from '../../../schemas/common';
import { PostingRequest, PostingRequestStatus } from '../../../schemas/posting-request';
import { BackOfficePageLimit } from '../../../schemas/search';
import { defineOperations } from '../../operation';

export const PostingRequestIdParams = z.strictObject({ requestId: Id });

export const ListApprovalsQuery = z.strictObject({
  status: z._default(PostingRequestStatus, 'pending'),
  /** `true`: only the caller's own requests (as maker), in that status. */
  mine: z.optional(z.enum(['true', 'false'])),
  cursor: z.optional(Cursor),
  limit: z._default(BackOfficePageLimit, 20),
});
export type ListApprovalsQuery = z.infer<typeof ListApprovalsQuery>;

export const PostingRequestPage = z.extend(page(PostingRequest), {
  /** Requests waiting for a decision, bank-wide (the sidebar's and the overview's count). */
  pendingCount: z.int(),
});
export type PostingRequestPage = z.infer<typeof PostingRequestPage>;

export const RejectPostingRequestBody = z.strictObject({ reason: requiredText('A reason', 500) });
export type RejectPostingRequestBody = z.infer<typeof RejectPostingRequestBody>;

/**
 * Maker-checker: large back-office postings wait here for a second administrator. Neither the
 * maker nor the account's owner may decide one (403, before anything else); a request is decided
 * once (409 after), and an approval posts it in the transaction that records the decision.
 */
export const adminApprovalOperations = defineOperations({
  listApprovals: {
    method: 'GET',
    path: '/api/admin/approvals',
    access: 'admin',
    summary: "Posting requests waiting for (or given) a second administrator's decision, newest first, by status; optionally only the caller's own",
    query: ListApprovalsQuery,
    response: PostingRequestPage,
  },
  approvePostingRequest: {
    method: 'POST',
    path: '/api/admin/approvals/{requestId}/approve',
    access: 'admin',
    summary: 'Approve a pending posting request: the posting happens now, once (audited with its maker and checker)',
    params: PostingRequestIdParams,
    response: PostingRequest,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
  rejectPostingRequest: {
    method: 'POST',
    path: '/api/admin/approvals/{requestId}/reject',
    access: 'admin',
    summary: 'Reject a pending posting request with a reason: nothing moves (audited)',
    params: PostingRequestIdParams,
    body: RejectPostingRequestBody,
    response: PostingRequest,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
});
