import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accountsQueryKey = ['listMyAccounts'] as const;

/** The caller's accounts; the first call of a new customer opens the three sandbox accounts. */
export const listMyAccounts = (signal?: AbortSignal) => api('listMyAccounts', { signal });

export function useMyAccounts() {
  return useQuery({ queryKey: accountsQueryKey, queryFn: ({ signal }) => listMyAccounts(signal) });
}
