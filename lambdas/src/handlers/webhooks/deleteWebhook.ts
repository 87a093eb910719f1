import { webhookOperations } from '@sandbank/shared/operations/webhooks';
import { deleteMyWebhook } from '../../domain/webhooks/my-webhooks';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(webhookOperations, 'deleteWebhook', ({ caller, params }) => deleteMyWebhook(caller, params.webhookId));
