import { notificationOperations } from '@sandbank/shared/operations/notifications';
import { listMyNotifications } from '../../domain/notifications/my-notifications';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(notificationOperations, 'listMyNotifications', ({ caller, query }) => listMyNotifications(caller, query));
