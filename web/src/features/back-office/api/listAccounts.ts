import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accountsQueryKey = ['listAccounts'] as const;

/** Accounts matching the search, newest first, a page at a time ("Load more"). */
export function useAccountPages(q: string) {
  return useInfiniteQuery({
    queryKey: [...accountsQueryKey, q],
    queryFn: ({ pageParam, signal }) => api('listAccounts', { query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}
