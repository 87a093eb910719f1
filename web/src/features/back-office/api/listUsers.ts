import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const usersQueryKey = ['listUsers'] as const;

/** Customers matching the search, newest first, a page at a time ("Load more"). */
export function useUserPages(q: string) {
  return useInfiniteQuery({
    queryKey: [...usersQueryKey, q],
    queryFn: ({ pageParam, signal }) => api('listUsers', { query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}
