import * as z from 'zod/mini';
import { Cursor, Limit } from '../../schemas/common';
import { Notification } from '../../schemas/notification';
import { defineOperations } from '../operation';

export const NotificationPage = z.object({
  items: z.array(Notification),
  /** Notifications the caller has not seen, counted up to 100. */
  unread: z.int(),
  nextCursor: z.nullable(z.string()),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const ListNotificationsQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 10),
});

export const NotificationsRead = z.object({ unread: z.literal(0) });

/** Decisions on the caller's own wires, check deposits and locker items. */
export const notificationOperations = defineOperations({
  listMyNotifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'customer',
    summary: "The caller's notifications, newest first, with how many are unread",
    query: ListNotificationsQuery,
    response: NotificationPage,
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    access: 'customer',
    summary: "Marks every one of the caller's notifications read",
    response: NotificationsRead,
  },
});
