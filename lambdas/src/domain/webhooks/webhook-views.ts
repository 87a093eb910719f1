import type { Webhook, WebhookDelivery } from '@sandbank/shared/schemas/webhook';
import type { WebhookDeliveryRecord } from '../../data/entities/webhook-delivery';
import type { WebhookEndpointRecord } from '../../data/entities/webhook-endpoint';

/** An endpoint as its owner sees it listed: never its secret. */
export const toWebhookView = ({ id, url, types, status, createdAt }: WebhookEndpointRecord): Webhook => ({ id, url, types, status, createdAt });

/** A delivery as listed: what was sent and how its attempts went, not the body itself. */
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
