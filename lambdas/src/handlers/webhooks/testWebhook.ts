import { webhookOperations } from '@sandbank/shared/operations/webhooks';
import { sendTestEvent } from '../../domain/webhooks/deliveries';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(webhookOperations, 'testWebhook', ({ caller, params }) => sendTestEvent(caller, params.webhookId));
