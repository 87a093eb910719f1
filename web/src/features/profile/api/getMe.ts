import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const meQueryKey = ['getMe'] as const;

export const getMe = (signal?: AbortSignal) => api('getMe', { signal });

/** The signed-in customer's profile (GET /api/me). */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
}
