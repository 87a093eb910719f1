import type { NotificationPage } from '@sandbank/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePollingInterval } from '../../../lib/live/live-status';

export const notificationsQueryKey = ['listMyNotifications'] as const;

/** How often the bell asks for news while the page is visible and live updates are down. */
const REFRESH_MS = 30_000;
/** The bell lists this many, newest first. */
const SHOWN = 10;

/**
 * The newest notifications and the unread count (GET /api/notifications), refreshed while the page
 * is visible: by the live updates while they are up, on a timer while they are down.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => api('listMyNotifications', { query: { limit: SHOWN }, signal }),
    refetchInterval: usePollingInterval(REFRESH_MS),
  });
}

/** POST /api/notifications/read; the bell shows them read at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('markNotificationsRead'),
    onSuccess: () =>
      queryClient.setQueryData<NotificationPage>(notificationsQueryKey, (page) =>
        page ? { ...page, unread: 0, items: page.items.map((item) => ({ ...item, read: true })) } : page,
      ),
  });
}

/** What other screens call after a change that may have produced a notification. */
export const refreshNotifications = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
