import type { BodyInput } from '@sandbank/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myChecksQueryKey = ['listMyCheckDeposits'] as const;

/** The customer's check deposits, newest first, a page at a time ("Load more"). */
export function useMyCheckPages(pageSize = 10) {
  return useInfiniteQuery({
    queryKey: [...myChecksQueryKey, pageSize],
    queryFn: ({ pageParam, signal }) => api('listMyCheckDeposits', { query: { limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export interface CheckDepositRequest {
  body: BodyInput<'createCheckDeposit'>;
  /** The same key for every retry of one submission (see components/forms/use-submission.ts). */
  idempotencyKey: string;
}

/** Files a check for review; never retried on its own, the form decides about retries. */
export function useCreateCheckDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CheckDepositRequest) => api('createCheckDeposit', { body, idempotencyKey }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: myChecksQueryKey }),
  });
}
