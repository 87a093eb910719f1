import { api } from '../../../lib/api-client';
import { useSearchPages } from '../../../lib/search-pages';

export const accountsQueryKey = ['listAccounts'] as const;

/** Accounts matching the search, newest first, a page at a time ("Load more"). */
export const useAccountPages = (q: string) => useSearchPages(accountsQueryKey, q, (query, signal) => api('listAccounts', { query, signal }));
