import type { Webhook, WebhookDelivery } from '@sandbank/shared/schemas/webhook';
import type { WebhookDeliveryRecord } from '../../data/entities/webhook-delivery';
import type { WebhookEndpointRecord } from '../../data/entities/webhook-endpoint';

/** Never its secret. */
export const toWebhookView = ({ id, url, types, status, createdAt }: WebhookEndpointRecord): Webhook => ({ id, url, types, status, createdAt });

export const toDeliveryView = (delivery: WebhookDeliveryRecord): WebhookDelivery => ({
  id: delivery.id,
  eventId: delivery.eventId,
  type: delivery.type,
  status: delivery.status,
  attempts: delivery.attempts,
  lastStatusCode: delivery.lastStatusCode,
  lastDurationMs: delivery.lastDurationMs,
  lastAttemptAt: delivery.lastAttemptAt,
  nextAttemptAt: delivery.nextAttemptAt,
});
