import type { BodyInput } from '@sandbank/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';

export const myChecksQueryKey = ['listMyCheckDeposits'] as const;

/** The customer's check deposits, newest first, a page at a time ("Load more"). */
export function useMyCheckPages(pageSize = 10) {
  return useListingPages({
    queryKey: [...myChecksQueryKey, pageSize],
    fetchPage: (page, signal) => api('listMyCheckDeposits', { query: page, signal }),
    pageSize,
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
