import { api } from '../../../lib/api-client';
import { useSearchPages } from '../../../lib/search-pages';

export const usersQueryKey = ['listUsers'] as const;

/** Customers matching the search, newest first, a page at a time ("Load more"). */
export const useUserPages = (q: string) => useSearchPages(usersQueryKey, q, (query, signal) => api('listUsers', { query, signal }));
