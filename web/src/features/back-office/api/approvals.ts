import type { PostingRequestStatus } from '@sandbank/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';
import { adminStatsQueryKey } from './getAdminStats';
import { accountsQueryKey } from './listAccounts';
import { usersQueryKey } from './listUsers';

export const approvalsQueryKey = ['listApprovals'] as const;

const PAGE_SIZE = 20;
/** The sidebar's count is asked again this often (and after every posting or decision made here). */
const PENDING_COUNT_REFRESH_MS = 30_000;

/** Posting requests of one status, everyone's (the queue) or the caller's own ("Mine"), newest first; each page carries the pending count. */
export function useApprovalPages(status: PostingRequestStatus, mine: boolean) {
  return useListingPages({
    queryKey: [...approvalsQueryKey, status, mine ? 'mine' : 'all'],
    fetchPage: (page, signal) => api('listApprovals', { query: { ...page, status, mine: mine ? 'true' : 'false' }, signal }),
    pageSize: PAGE_SIZE,
  });
}

/** How many posting requests wait for a decision, bank-wide: the sidebar's badge. */
export function usePendingApprovalsCount() {
  return useQuery({
    queryKey: [...approvalsQueryKey, 'pendingCount'],
    queryFn: async ({ signal }) => (await api('listApprovals', { query: { status: 'pending', limit: 1 }, signal })).pendingCount,
    refetchInterval: PENDING_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** After a posting request is made or decided: the queue, the counts, and (an approval moved money) the balances. */
export function useRefreshApprovals() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [approvalsQueryKey, adminStatsQueryKey, usersQueryKey, accountsQueryKey].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

export interface ApprovalDecisionRequest {
  requestId: string;
  /** The same key for every retry of one decision. */
  idempotencyKey: string;
}

export function useApprovePostingRequest() {
  const refresh = useRefreshApprovals();
  return useMutation({
    mutationFn: ({ requestId, idempotencyKey }: ApprovalDecisionRequest) => api('approvePostingRequest', { params: { requestId }, idempotencyKey }),
    retry: false,
    onSettled: refresh,
  });
}

export function useRejectPostingRequest() {
  const refresh = useRefreshApprovals();
  return useMutation({
    mutationFn: ({ requestId, reason, idempotencyKey }: ApprovalDecisionRequest & { reason: string }) =>
      api('rejectPostingRequest', { params: { requestId }, body: { reason }, idempotencyKey }),
    retry: false,
    onSettled: refresh,
  });
}
