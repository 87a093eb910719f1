import type { StoredEvent } from '../../data/entities/event';

/**
 * Queues one delivery of `event` to each of its customer's webhook endpoints that listen to its
 * type, and attempts each at once (later attempts are the retry job's).
 */
export async function enqueueWebhookDeliveries(event: StoredEvent, now = Date.now()): Promise<void> {
  void event;
  void now;
}
