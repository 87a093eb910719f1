import { eventFromImage, type StoredEvent } from '../../data/entities/event';
import { pushLiveEvent } from '../live/push';
import { enqueueWebhookDeliveries } from '../webhooks/enqueue';

/**
 * Hands a new event to everyone outside the table who hears of it: its customer's webhook
 * endpoints (a delivery each, whose retries then live in the table) and live connections. Both
 * are tried even when the other fails; either failing fails the event, so the stream hands it over
 * again — the webhook side de-duplicates by event id, and a live message carries the event's own
 * id, so a browser seeing it twice can tell.
 */
export async function fanOut(event: StoredEvent): Promise<void> {
  const results = await Promise.allSettled([enqueueWebhookDeliveries(event), pushLiveEvent(event)]);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `Event ${event.id} reached neither its webhooks nor its live connections`);
}

/** Fans out the event a new item of the table is; any other item is ignored (the stream's filter should not let one through). */
export async function fanOutNewItem(item: Record<string, unknown>): Promise<'handled' | 'ignored'> {
  const event = eventFromImage(item);
  if (event === null) return 'ignored';
  await fanOut(event);
  return 'handled';
}
