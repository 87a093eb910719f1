import type { adminApprovalOperations } from '@sandbank/shared';
import { access } from '../access';
import type { AreaGrants } from '../area-grants';
import { audited, movesMoney } from '../features';

/**
 * A decision on a posting request (lambdas/src/domain/back-office/approvals.ts): the request read
 * by id and changed under a condition on `pending`, counted in the approvals counters, audited,
 * with its idempotency record; an approval also reads the account and posts the entry (with an
 * adjustment's record) in the same transaction.
 */
const decision = access(audited, { reads: ['postingRequest'], writes: ['postingRequest', 'bankCounterShard'] });

export const adminApprovalGrants = {
  // The queue by status, or the caller's own by maker; the pending count from the counter shards; signs its cursors.
  listApprovals: {
    reads: ['postingRequest.byStatus', 'postingRequest.byMaker', 'bankCounterShard'],
    uses: ['requestKey:derive'],
  },
  approvePostingRequest: access(decision, movesMoney, { reads: ['account'], writes: ['adjustment'] }),
  rejectPostingRequest: decision,
} as const satisfies AreaGrants<typeof adminApprovalOperations>;
