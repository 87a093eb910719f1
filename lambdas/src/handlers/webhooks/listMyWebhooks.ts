import { webhookOperations } from '@sandbank/shared/operations/webhooks';
import { listMyWebhooks } from '../../domain/webhooks/my-webhooks';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(webhookOperations, 'listMyWebhooks', ({ caller }) => listMyWebhooks(caller));
