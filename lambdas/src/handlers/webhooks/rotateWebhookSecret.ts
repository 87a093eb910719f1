import { webhookOperations } from '@sandbank/shared/operations/webhooks';
import { rotateMyWebhookSecret } from '../../domain/webhooks/my-webhooks';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(webhookOperations, 'rotateWebhookSecret', ({ caller, params }) => rotateMyWebhookSecret(caller, params.webhookId));
