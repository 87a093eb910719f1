import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';

/**
 * The administrators (the user pool's admin group, whether or not they have a customer profile)
 * whose name or email contains the search; asked only while `enabled`.
 */
export const useAdministratorPages = (q: string, { enabled = true, pageSize }: { enabled?: boolean; pageSize: number }) =>
  useListingPages({
    queryKey: ['listAdministrators', q, pageSize],
    fetchPage: (page, signal) => api('listAdministrators', { query: { ...page, ...(q ? { q } : {}) }, signal }),
    pageSize,
    enabled,
  });
