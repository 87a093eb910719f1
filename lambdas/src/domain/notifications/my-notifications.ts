import type { NotificationPage } from '@sandbank/shared/operations/notifications';
import { markAllRead, notificationsOf } from '../../data/entities/notification';
import type { Caller } from '../caller';

export const listMyNotifications = (caller: Caller, page: { cursor?: string; limit: number }): Promise<NotificationPage> =>
  notificationsOf(caller.userId, page);

export async function markMyNotificationsRead(caller: Caller): Promise<{ unread: 0 }> {
  await markAllRead(caller.userId);
  return { unread: 0 };
}
