import type { DeliveryPage } from '@sandbank/shared/operations/webhooks';
import { notFound } from '@sandbank/shared/errors';
import { WEBHOOK_TEST_EVENT_TYPE, type BankEvent } from '@sandbank/shared/schemas/event';
import { claimDelivery, deliveriesOfEndpoint, deliveryOf } from '../../data/entities/webhook-delivery';
import { endpointOf, type WebhookEndpointRecord } from '../../data/entities/webhook-endpoint';
import { newId } from '../../lib/ids';
import type { Caller } from '../caller';
import { attemptClaimed, CLAIM_MS, deliverNewEvent } from './attempt';
import { toDeliveryView } from './webhook-views';

async function myEndpoint(caller: Caller, webhookId: string): Promise<WebhookEndpointRecord> {
  const endpoint = await endpointOf(caller.userId, webhookId);
  if (!endpoint) throw notFound('No such webhook');
  return endpoint;
}

export async function listMyWebhookDeliveries(caller: Caller, webhookId: string, page: { cursor?: string; limit: number }): Promise<DeliveryPage> {
  await myEndpoint(caller, webhookId);
  const found = await deliveriesOfEndpoint(caller.userId, webhookId, page);
  return { items: found.items.map(toDeliveryView), nextCursor: found.nextCursor };
}

/** The test event is not one of the bank's events (never listed in /api/events); its delivery is listed and retried like any other. */
export async function sendTestEvent(caller: Caller, webhookId: string, now = Date.now()): Promise<{ deliveryId: string }> {
  const endpoint = await myEndpoint(caller, webhookId);
  const event: BankEvent = {
    id: newId(now),
    type: WEBHOOK_TEST_EVENT_TYPE,
    createdAt: new Date(now).toISOString(),
    data: { webhookId, message: 'A test event: it reports no change.' },
  };
  await deliverNewEvent(endpoint, event, now);
  return { deliveryId: event.id };
}

/** When an attempt is already under way, that attempt is the resend's. */
export async function resendMyWebhookDelivery(caller: Caller, webhookId: string, deliveryId: string, now = Date.now()): Promise<{ deliveryId: string }> {
  const endpoint = await myEndpoint(caller, webhookId);
  // A claim lost to the retry job finishing an attempt in between is taken again from a fresh read.
  for (let tries = 0; tries < 3; tries += 1) {
    const delivery = await deliveryOf(caller.userId, webhookId, deliveryId);
    if (!delivery) throw notFound('No such delivery');
    if (delivery.attemptingUntil !== undefined && Date.parse(delivery.attemptingUntil) > now) break;
    if (await claimDelivery(delivery, now, now + CLAIM_MS)) {
      await attemptClaimed({ ...delivery, attempts: delivery.attempts + 1 }, endpoint, now);
      break;
    }
  }
  return { deliveryId };
}
