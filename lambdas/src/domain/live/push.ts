import { BACK_OFFICE_EVENT_TYPES } from '@sandbank/shared/schemas/event';
import { publicEvent, type StoredEvent } from '../../data/entities/event';
import { administratorConnections, connectionsOfUser, removeLiveConnection, type LiveConnection } from '../../data/entities/live-connection';
import { disconnectLiveConnection, sendLiveMessage } from '../../data/live-messages';
import { logger } from '../../lib/logger';
import { isAdministratorNow } from '../auth/administrator-standing';

const backOfficeTypes: ReadonlySet<string> = new Set(BACK_OFFICE_EVENT_TYPES);

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
 * An administrator's connection hears every customer's back-office events, so only while its session lasts and
 * the pool still has its owner in the `admin` group (asked at most once a minute per owner).
 */
async function stillEntitled(connection: LiveConnection, now: number): Promise<boolean> {
  if (!connection.admin) return true;
  if (connection.sessionExpiresAt === null || connection.sessionExpiresAt * 1000 <= now) return false;
  return isAdministratorNow(connection.userId);
}

/** The browser then asks for a new ticket, or stops. */
async function endConnection({ userId, connectionId }: LiveConnection): Promise<void> {
  await removeLiveConnection(userId, connectionId);
  await disconnectLiveConnection(connectionId);
}

/**
 * A customer's connections are found in the event's own customer's partition, so they never receive another
 * customer's events. A live message is a hint to read again, so a failed send is logged and the others still go;
 * only failing to find recipients or standings is thrown, so the caller's retry pushes again.
 */
export async function pushLiveEvent(event: StoredEvent, now: number): Promise<void> {
  const found = await recipientsOf(event);
  if (found.length === 0) return;
  const entitled = await Promise.all(found.map((connection) => stillEntitled(connection, now)));
  const recipients = found.filter((_, index) => entitled[index]);
  const ended = found.filter((_, index) => !entitled[index]);
  const message = JSON.stringify(publicEvent(event));
  const results = await Promise.allSettled([
    ...recipients.map(async ({ userId, connectionId }) => {
      if ((await sendLiveMessage(connectionId, message)) === 'gone') await removeLiveConnection(userId, connectionId);
    }),
    ...ended.map(endConnection),
  ]);
  if (ended.length > 0) logger.info('Ended live connections no longer entitled to back-office events', { eventId: event.id, ended: ended.length });
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    logger.warn('Some live connections were not reached', { eventId: event.id, failed: failed.length, of: found.length, error: failed[0]!.reason });
  }
}
