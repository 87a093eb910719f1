import type { QueryInput } from '@sandbank/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';

export type AuditFilters = Omit<QueryInput<'listAuditEvents'>, 'cursor' | 'limit'>;

/** The audit trail matching the filters, newest first, a page at a time ("Load more"). */
export function useAuditPages(filters: AuditFilters) {
  return useListingPages({
    queryKey: ['listAuditEvents', filters],
    fetchPage: (page, signal) => api('listAuditEvents', { query: { ...filters, ...page }, signal }),
    pageSize: 25,
  });
}

/** The chain verification, once per visit of the screen (the API allows it about once a second). */
export function useAuditVerification() {
  return useQuery({ queryKey: ['verifyAuditChain'], queryFn: ({ signal }) => api('verifyAuditChain', { signal }), staleTime: 30_000, retry: false });
}
