import type { notificationOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const notificationGrants = {
  // Signs its cursors with a key derived from the request key.
  listMyNotifications: { reads: ['notification', 'notificationState'], uses: ['requestKey:derive'] },
  markNotificationsRead: { reads: ['notification'], writes: ['notificationState'] },
} as const satisfies AreaGrants<typeof notificationOperations>;
