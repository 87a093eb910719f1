import type { CheckStatus } from '@sandbank/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useListingPages } from '../../../../lib/listing-pages';

export const checksQueryKey = ['listCheckDeposits'] as const;

const PAGE_SIZE = 20;

/** The bank's check deposits of one status (or all), newest first, a page at a time; each page carries the counts by status. */
export function useCheckPages(status: CheckStatus | undefined) {
  return useListingPages({
    queryKey: [...checksQueryKey, status ?? 'all'],
    fetchPage: (page, signal) => api('listCheckDeposits', { query: { ...page, ...(status ? { status } : {}) }, signal }),
    pageSize: PAGE_SIZE,
  });
}

export interface CheckDecisionRequest {
  checkId: string;
  /** The same key for every retry of one decision. */
  idempotencyKey: string;
}

/** After a decision, both tabs and their counts are read again. */
function useRefreshChecks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: checksQueryKey });
}

export function useApproveCheck() {
  const refresh = useRefreshChecks();
  return useMutation({
    mutationFn: ({ checkId, idempotencyKey }: CheckDecisionRequest) => api('approveCheckDeposit', { params: { checkId }, idempotencyKey }),
    retry: false,
    onSettled: refresh,
  });
}

export function useRejectCheck() {
  const refresh = useRefreshChecks();
  return useMutation({
    mutationFn: ({ checkId, reason, idempotencyKey }: CheckDecisionRequest & { reason: string }) =>
      api('rejectCheckDeposit', { params: { checkId }, body: { reason }, idempotencyKey }),
    retry: false,
    onSettled: refresh,
  });
}
