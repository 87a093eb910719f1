import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fillPage, type ListingPage } from './fill-page';

/** Where a page of a listing starts (`cursor`, absent for the first) and how many items it asks for. */
export interface PageQuery {
  limit: number;
  cursor?: string;
}

/**
 * A listing screen's query, customer's or back office's: newest first, a page at a time ("Load
 * more"). The server reads a bounded number of items per request, so a filter that matches little
 * may answer a short page; each page is filled from several requests (fill-page.ts) before it is
 * shown. While another filter or search is answered, the rows shown stay (`isPlaceholderData`).
 */
export function useListingPages<Page extends ListingPage<unknown>>({
  queryKey,
  fetchPage,
  pageSize,
  enabled = true,
}: {
  /** The listing's name, then everything that selects what it lists (filters, search text). */
  queryKey: readonly [string, ...unknown[]];
  fetchPage: (page: PageQuery, signal: AbortSignal) => Promise<Page>;
  pageSize: number;
  enabled?: boolean;
}) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fillPage((cursor, limit) => fetchPage({ limit, ...(cursor ? { cursor } : {}) }, signal), { pageSize, start: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}
