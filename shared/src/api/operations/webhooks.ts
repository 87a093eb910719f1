import * as z from 'zod/mini';
import { Cursor, Limit, page } from '../../schemas/common';
import { NewWebhookBody, Webhook, WebhookDelivery, WebhookDeliveryParams, WebhookParams, WebhookWithSecret, WEBHOOK_MAX_ENDPOINTS } from '../../schemas/webhook';
import { defineOperations } from '../operation';

export const WebhookList = z.object({ items: z.array(Webhook) });
export type WebhookList = z.infer<typeof WebhookList>;

export const DeliveryPage = page(WebhookDelivery);
export type DeliveryPage = z.infer<typeof DeliveryPage>;

export const ListDeliveriesQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 20),
});

/** A delivery or a test event queued for an attempt now. */
export const DeliveryQueued = z.object({ deliveryId: z.string() });

/** The caller's webhook endpoints, which receive their events (shared/src/schemas/event.ts), signed and retried. */
export const webhookOperations = defineOperations({
  createWebhook: {
    method: 'POST',
    path: '/api/webhooks',
    access: 'customer',
    summary: `Register an endpoint for the caller's events; answers its signing secret, shown only here and on rotation (at most ${WEBHOOK_MAX_ENDPOINTS} endpoints)`,
    body: NewWebhookBody,
    response: WebhookWithSecret,
    successStatus: 201,
  },
  listMyWebhooks: {
    method: 'GET',
    path: '/api/webhooks',
    access: 'customer',
    summary: "The caller's webhook endpoints",
    response: WebhookList,
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/api/webhooks/{webhookId}',
    access: 'customer',
    summary: 'Remove one of the caller\'s endpoints; nothing more is delivered to it',
    params: WebhookParams,
    response: z.object({ deleted: z.literal(true) }),
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/webhooks/{webhookId}/rotate-secret',
    access: 'customer',
    summary: 'Give the endpoint a new signing secret, answered once; the old one signs nothing more',
    params: WebhookParams,
    response: WebhookWithSecret,
  },
  testWebhook: {
    method: 'POST',
    path: '/api/webhooks/{webhookId}/test',
    access: 'customer',
    summary: 'Send this endpoint alone an event of type webhook.test',
    params: WebhookParams,
    response: DeliveryQueued,
    successStatus: 202,
    // The attempt is made at once and may hold the function for up to 10 s: counted per caller.
    rateLimit: { category: 'webhookAttempt' },
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/api/webhooks/{webhookId}/deliveries',
    access: 'customer',
    summary: "The endpoint's deliveries, newest first, with their attempts",
    params: WebhookParams,
    query: ListDeliveriesQuery,
    response: DeliveryPage,
  },
  resendWebhookDelivery: {
    method: 'POST',
    path: '/api/webhooks/{webhookId}/deliveries/{deliveryId}/resend',
    access: 'customer',
    summary: 'Attempt a delivery again now, whatever its status, with the same event id',
    params: WebhookDeliveryParams,
    response: DeliveryQueued,
    successStatus: 202,
    rateLimit: { category: 'webhookAttempt' },
  },
});
