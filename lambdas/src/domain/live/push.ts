import { BACK_OFFICE_EVENT_TYPES } from '@sandbank/shared/schemas/event';
import { publicEvent, type StoredEvent } from '../../data/entities/event';
import { administratorConnections, connectionsOfUser, removeLiveConnection, type LiveConnection } from '../../data/entities/live-connection';
import { sendLiveMessage } from '../../data/live-messages';
import { logger } from '../../lib/logger';

const backOfficeTypes: ReadonlySet<string> = new Set(BACK_OFFICE_EVENT_TYPES);

/** Who receives an event live: its customer's connections, and every administrator's when it changes the back office. */
async function recipientsOf(event: StoredEvent): Promise<LiveConnection[]> {
  const [own, admins] = await Promise.all([
    connectionsOfUser(event.userId),
    backOfficeTypes.has(event.type) ? administratorConnections() : Promise.resolve([]),
  ]);
  const byId = new Map<string, LiveConnection>();
  for (const connection of [...own, ...admins]) byId.set(connection.connectionId, connection);
  return [...byId.values()];
}

/**
 * Pushes `event` to its customer's live connections, and to administrators' when it is a
 * back-office event; a customer's connections never receive another customer's events, since
 * they are found in the event's own customer's partition. The message is the event's public JSON,
 * as a webhook receives it. A connection that is gone (410) is forgotten. A live message is a
 * hint to read again, so a failed send is logged and the others still go; only failing to find
 * the recipients is thrown (the caller's retry then pushes again).
 */
export async function pushLiveEvent(event: StoredEvent): Promise<void> {
  const recipients = await recipientsOf(event);
  if (recipients.length === 0) return;
  const message = JSON.stringify(publicEvent(event));
  const results = await Promise.allSettled(
    recipients.map(async ({ userId, connectionId }) => {
      if ((await sendLiveMessage(connectionId, message)) === 'gone') await removeLiveConnection(userId, connectionId);
    }),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    logger.warn('Some live connections were not reached', { eventId: event.id, failed: failed.length, of: recipients.length, error: failed[0]!.reason });
  }
}
