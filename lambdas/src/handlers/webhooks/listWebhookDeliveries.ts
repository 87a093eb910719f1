import { webhookOperations } from '@sandbank/shared/operations/webhooks';
import { listMyWebhookDeliveries } from '../../domain/webhooks/deliveries';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(webhookOperations, 'listWebhookDeliveries', ({ caller, params, query }) => listMyWebhookDeliveries(caller, params.webhookId, query));
