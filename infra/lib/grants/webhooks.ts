import type { webhookOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';

/**
 * An attempt of a webhook delivery (lambdas/src/domain/webhooks/attempt.ts), claimed and recorded
 * on the delivery, with the endpoint it goes to read for its URL and secret and marked failing or
 * active again. The first attempts of a new event (the stream's enqueueWebhookDeliveries) also
 * read the customer's endpoints and put the deliveries: the same kinds.
 */
export const attemptsWebhookDeliveries = access({ reads: ['webhookEndpoint', 'webhookDelivery'], writes: ['webhookDelivery', 'webhookEndpoint'] });

/** The caller's webhook endpoints and their deliveries (lambdas/src/domain/webhooks/). */
export const webhookGrants = {
  // The endpoint and the count of the caller's endpoints (conditional: at most 5), in one transaction.
  createWebhook: { writes: ['webhookEndpoint', 'webhookEndpointCount'] },
  listMyWebhooks: { reads: ['webhookEndpoint'] },
  // The endpoint removed (conditional: it exists) and the count lowered, in one transaction.
  deleteWebhook: { writes: ['webhookEndpointRemoval', 'webhookEndpointCount'] },
  rotateWebhookSecret: { writes: ['webhookEndpoint'] },
  // A delivery of a test event (no event item), attempted at once.
  testWebhook: attemptsWebhookDeliveries,
  // The endpoint (404 when it is not the caller's), then its deliveries; signs its cursors.
  listWebhookDeliveries: { reads: ['webhookEndpoint', 'webhookDelivery'], uses: ['requestKey:derive'] },
  resendWebhookDelivery: attemptsWebhookDeliveries,
} as const satisfies AreaGrants<typeof webhookOperations>;
