import * as z from 'zod/mini';
import { Id, IsoDateTime } from './common';
import { EventType } from './event';

/*
 * Webhooks: a customer's endpoints that receive their events, signed and retried. Where a URL may
 * point is the server's rule (https to public addresses in AWS; the local stack also takes
 * http://localhost and http://127.0.0.1); the form checks the shape alone.
 */

/** A customer may register at most this many endpoints; one more is 409. */
export const WEBHOOK_MAX_ENDPOINTS = 5;
/** A delivery counts as delivered on a 2xx answered within this many milliseconds. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Attempts stop this long after the event; the endpoint is then marked failing. */
export const WEBHOOK_RETRY_DAYS = 3;
/** The headers of a delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'Sandbank-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Sandbank-Event-Id';

export const WebhookUrl = z.string().check(
  z.trim(),
  z.maxLength(2048, 'The URL must be at most 2048 characters'),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Enter a URL starting with https://'),
);

/** Event types an endpoint listens to, or `['*']` for every type. */
export const WebhookTypes = z.union([
  z.tuple([z.literal('*')]),
  z.array(EventType).check(z.minLength(1, 'Choose at least one event type'), z.maxLength(20)),
]);
export type WebhookTypes = z.infer<typeof WebhookTypes>;

export const NewWebhookBody = z.strictObject({ url: WebhookUrl, types: WebhookTypes });
export type NewWebhookBody = z.infer<typeof NewWebhookBody>;

export const WebhookStatus = z.enum(['active', 'failing']);

/** An endpoint as listed (its secret is never listed). */
export const Webhook = z.object({
  id: Id,
  url: z.string(),
  types: WebhookTypes,
  status: WebhookStatus,
  createdAt: IsoDateTime,
});
export type Webhook = z.infer<typeof Webhook>;

/** An endpoint with its signing secret: the answer of registration and of rotation, the only times the secret is shown. */
export const WebhookWithSecret = z.object({ ...Webhook.shape, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhookParams = z.strictObject({ webhookId: Id });
export const WebhookDeliveryParams = z.strictObject({ webhookId: Id, deliveryId: Id });

export const DeliveryStatus = z.enum(['pending', 'succeeded', 'failed']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

/** One event's delivery to one endpoint, with its attempts so far. */
export const WebhookDelivery = z.object({
  id: Id,
  eventId: Id,
  type: z.string(),
  status: DeliveryStatus,
  attempts: z.int(),
  /** The status code of the last answer; null before the first attempt or when none came (timeout, refused address). */
  lastStatusCode: z.nullable(z.int()),
  /** How long the last attempt took, in milliseconds. */
  lastDurationMs: z.nullable(z.int()),
  lastAttemptAt: z.nullable(IsoDateTime),
  /** When the next attempt is due; null once succeeded or given up. */
  nextAttemptAt: z.nullable(IsoDateTime),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
