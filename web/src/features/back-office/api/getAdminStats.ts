import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePollingInterval } from '../../../lib/live/live-status';

/** The overview refreshes this often while its tab is visible and live updates are down. */
export const STATS_REFRESH_MS = 5_000;

export const adminStatsQueryKey = ['getAdminStats'] as const;

/**
 * The bank's figures and the health checks, asked again every 5 s while live updates are down
 * (while they are up, each change that moves a figure makes the app ask again). TanStack Query
 * stops the interval while the tab is hidden (`refetchIntervalInBackground: false`) and asks at
 * once when it shows again.
 */
export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => api('getAdminStats', { signal }),
    refetchInterval: usePollingInterval(STATS_REFRESH_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
