import * as z from 'zod/mini';
import { Id, IsoDateTime } from './common';

/** What a notification is about: a decision on one of the customer's own requests. */
export const NotificationKind = z.enum(['wire', 'check', 'locker']);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** One status change of the customer's own request, as the bell lists it. */
export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  title: z.string(),
  text: z.string(),
  /** Where in the app the request can be seen, e.g. `/transactions?open={transactionId}`. */
  link: z.string(),
  read: z.boolean(),
  createdAt: IsoDateTime,
});
export type Notification = z.infer<typeof Notification>;
