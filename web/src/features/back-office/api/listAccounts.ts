import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';
import { BACK_OFFICE_PAGE_MAX } from '@sandbank/shared/schemas/search';

export const accountsQueryKey = ['listAccounts'] as const;

/** Accounts matching the search, newest first, a page at a time ("Load more"). */
export const useAccountPages = (q: string) =>
  useListingPages({
    queryKey: [...accountsQueryKey, q],
    fetchPage: (page, signal) => api('listAccounts', { query: { ...page, ...(q ? { q } : {}) }, signal }),
    pageSize: BACK_OFFICE_PAGE_MAX,
  });
