import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';
import { BACK_OFFICE_PAGE_MAX } from '@sandbank/shared/schemas/search';

export const usersQueryKey = ['listUsers'] as const;

/** Customers matching the search, newest first, a page at a time ("Load more"); asked only while `enabled`. */
export const useUserPages = (q: string, { enabled = true, pageSize = BACK_OFFICE_PAGE_MAX }: { enabled?: boolean; pageSize?: number } = {}) =>
  useListingPages({
    queryKey: [...usersQueryKey, q, pageSize],
    fetchPage: (page, signal) => api('listUsers', { query: { ...page, ...(q ? { q } : {}) }, signal }),
    pageSize,
    enabled,
  });
