import { notificationOperations } from '@sandbank/shared/operations/notifications';
import { markMyNotificationsRead } from '../../domain/notifications/my-notifications';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(notificationOperations, 'markNotificationsRead', ({ caller }) => markMyNotificationsRead(caller));
