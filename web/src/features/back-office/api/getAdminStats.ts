import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The overview refreshes this often while its tab is visible. */
export const STATS_REFRESH_MS = 5_000;

/**
 * The bank's figures and the health checks, asked again every 5 s. TanStack Query stops the
 * interval while the tab is hidden (`refetchIntervalInBackground: false`) and asks at once when
 * it shows again.
 */
export function useAdminStats() {
  return useQuery({
    queryKey: ['getAdminStats'],
    queryFn: ({ signal }) => api('getAdminStats', { signal }),
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
