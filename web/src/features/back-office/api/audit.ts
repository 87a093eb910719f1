import type { QueryInput } from '@sandbank/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AuditFilters = Omit<QueryInput<'listAuditEvents'>, 'cursor' | 'limit'>;

/** The audit trail matching the filters, newest first, a page at a time ("Load more"). */
export function useAuditPages(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['listAuditEvents', filters],
    queryFn: ({ pageParam, signal }) => api('listAuditEvents', { query: { ...filters, limit: 25, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The chain verification, once per visit of the screen (the API allows it about once a second). */
export function useAuditVerification() {
  return useQuery({ queryKey: ['verifyAuditChain'], queryFn: ({ signal }) => api('verifyAuditChain', { signal }), staleTime: 30_000, retry: false });
}
