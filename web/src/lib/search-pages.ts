import { BACK_OFFICE_PAGE_MAX } from '@sandbank/shared/schemas/search';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fillPage, type ListingPage } from './fill-page';

/** The query of a searchable back-office listing (`?q=&cursor=&limit=`, shared/src/schemas/search.ts). */
export interface SearchQuery {
  q?: string;
  cursor?: string;
  limit: number;
}

/**
 * One of the back office's searchable listings, a page at a time ("Load more"). The server reads a
 * bounded number of items per request, so a rare match may answer a short page; each page is
 * filled from several requests (lib/fill-page.ts) before it is shown.
 */
export function useSearchPages<Item>(
  /** The listing's name, then anything else that selects what it lists (a status filter, say). */
  queryKey: readonly [string, ...unknown[]],
  q: string,
  fetchPage: (query: SearchQuery, signal: AbortSignal) => Promise<ListingPage<Item>>,
) {
  return useInfiniteQuery({
    queryKey: [...queryKey, q],
    queryFn: ({ pageParam, signal }) =>
      fillPage((cursor, limit) => fetchPage({ limit, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) }, signal), {
        pageSize: BACK_OFFICE_PAGE_MAX,
        start: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}
