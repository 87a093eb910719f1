import type { BankEvent } from '@sandbank/shared/schemas/event';
import { putClaimedDelivery, recordAttempt, type WebhookDeliveryRecord } from '../../data/entities/webhook-delivery';
import { markEndpointStatus, type WebhookEndpointRecord } from '../../data/entities/webhook-endpoint';
import { logger } from '../../lib/logger';
import { postSignedEvent } from './deliver';
import { nextAttemptAfterFailure } from './retry-schedule';

/*
 * Every attempt is made only under a claim on the delivery and recorded by that claim; the endpoint is failing
 * once a delivery is given up, active again at its next success.
 */

/** Well beyond one attempt and the writes around it; an attempt that never reports back is due again after it. */
export const CLAIM_MS = 60_000;

export type AttemptResult = 'delivered' | 'retrying' | 'failed' | 'superseded';

/** The endpoint may have been removed since: the delivery is then given up unsent. */
export async function attemptClaimed(delivery: WebhookDeliveryRecord, endpoint: WebhookEndpointRecord | null, now: number): Promise<AttemptResult> {
  const outcome = endpoint
    ? await postSignedEvent({ url: endpoint.url, secret: endpoint.secret }, delivery.eventId, delivery.body)
    : { delivered: false, statusCode: null, durationMs: 0, failure: 'The endpoint was removed' };
  const next = outcome.delivered || !endpoint ? null : nextAttemptAfterFailure(delivery.attempts, Date.parse(delivery.firstAttemptAt), now);
  const status = outcome.delivered ? 'succeeded' : next === null ? 'failed' : 'pending';
  if (!outcome.delivered) {
    logger.warn('Webhook attempt failed', {
      webhookId: delivery.webhookId,
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      statusCode: outcome.statusCode,
      failure: outcome.failure,
      nextAttemptAt: next === null ? null : new Date(next).toISOString(),
    });
  }
  const recorded = await recordAttempt(delivery, delivery.attempts, {
    status,
    lastStatusCode: outcome.statusCode,
    lastDurationMs: outcome.durationMs,
    lastAttemptAt: now,
    nextAttemptAt: next,
  });
  if (!recorded) return 'superseded';
  if (endpoint && status === 'succeeded' && endpoint.status === 'failing') await markEndpointStatus(endpoint.userId, endpoint.id, 'active');
  if (endpoint && status === 'failed') await markEndpointStatus(endpoint.userId, endpoint.id, 'failing');
  return status === 'succeeded' ? 'delivered' : status === 'failed' ? 'failed' : 'retrying';
}

/** Null when the event was handed over twice: nothing is sent again. */
export async function deliverNewEvent(endpoint: WebhookEndpointRecord, event: BankEvent, now: number): Promise<AttemptResult | null> {
  const delivery = await putClaimedDelivery(
    { userId: endpoint.userId, webhookId: endpoint.id, eventId: event.id, type: event.type, body: JSON.stringify(event) },
    now,
    now + CLAIM_MS,
  );
  return delivery ? attemptClaimed(delivery, endpoint, now) : null;
}
