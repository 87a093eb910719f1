import { webhookOperations } from '@sandbank/shared/operations/webhooks';
import { resendMyWebhookDelivery } from '../../domain/webhooks/deliveries';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(webhookOperations, 'resendWebhookDelivery', ({ caller, params }) => resendMyWebhookDelivery(caller, params.webhookId, params.deliveryId));
