import { publicEvent, type StoredEvent } from '../../data/entities/event';
import { endpointsOfUser, type WebhookEndpointRecord } from '../../data/entities/webhook-endpoint';
import { deliverNewEvent } from './attempt';

export const listensTo = (endpoint: Pick<WebhookEndpointRecord, 'types'>, type: string): boolean =>
  endpoint.types[0] === '*' || (endpoint.types as readonly string[]).includes(type);

/**
 * An endpoint receives only events created after it was registered. The stream delivers at least once; each
 * delivery is keyed by endpoint and event id, so a replay makes no second one.
 */
export async function enqueueWebhookDeliveries(event: StoredEvent, now = Date.now()): Promise<void> {
  const endpoints = (await endpointsOfUser(event.userId)).filter((endpoint) => listensTo(endpoint, event.type) && endpoint.createdAt <= event.createdAt);
  const body = publicEvent(event);
  await Promise.all(endpoints.map((endpoint) => deliverNewEvent(endpoint, body, now)));
}
