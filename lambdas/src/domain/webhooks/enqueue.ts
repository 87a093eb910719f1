import { publicEvent, type StoredEvent } from '../../data/entities/event';
import { endpointsOfUser, type WebhookEndpointRecord } from '../../data/entities/webhook-endpoint';
import { deliverNewEvent } from './attempt';

/** True when the endpoint listens to events of this type. */
export const listensTo = (endpoint: Pick<WebhookEndpointRecord, 'types'>, type: string): boolean =>
  endpoint.types[0] === '*' || (endpoint.types as readonly string[]).includes(type);

/**
 * Queues one delivery of `event` to each of its customer's webhook endpoints that listen to its
 * type, and attempts each at once (later attempts are the retry job's). An endpoint receives only
 * the events created after it was registered. Handing the same event over again (the stream
 * delivers at least once) makes no second delivery: each is keyed by the endpoint and the event id.
 */
export async function enqueueWebhookDeliveries(event: StoredEvent, now = Date.now()): Promise<void> {
  const endpoints = (await endpointsOfUser(event.userId)).filter((endpoint) => listensTo(endpoint, event.type) && endpoint.createdAt <= event.createdAt);
  const body = publicEvent(event);
  await Promise.all(endpoints.map((endpoint) => deliverNewEvent(endpoint, body, now)));
}
