import { api } from '../../../../lib/api-client';
import { useListingPages } from '../../../../lib/listing-pages';

export const allTransactionsQueryKey = ['listAllTransactions'] as const;

/**
 * Every customer's transactions matching the search, newest first, one page at a time ("Load
 * more"). Each answer carries the bank's totals; a page keeps its newest answer's.
 */
export function useBankTransactions({ q, pageSize = 25 }: { q: string; pageSize?: number }) {
  return useListingPages({
    queryKey: [...allTransactionsQueryKey, q, pageSize],
    fetchPage: (page, signal) => api('listAllTransactions', { query: { ...page, ...(q ? { q } : {}) }, signal }),
    pageSize,
  });
}
