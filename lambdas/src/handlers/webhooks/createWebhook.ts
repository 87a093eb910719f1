import { webhookOperations } from '@sandbank/shared/operations/webhooks';
import { registerWebhook } from '../../domain/webhooks/my-webhooks';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(webhookOperations, 'createWebhook', ({ caller, body }) => registerWebhook(caller, body));
