import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { indexKeys, keyPrefix, primaryKeys } from '../keys';
import { readItem, tableName } from '../table';

/*
 * Live connection — one browser's WebSocket to the live-updates API (`liveConnection` in
 * data/item-kinds.ts), in the partition of the customer who opened it. An administrator's
 * connection is also under the `adminConnections` index use, so a back-office event reaches every
 * administrator with one Query.
 *   key              → connectionsOfUser (the pushes of a customer's own events)
 *   adminConnections → administratorConnections (the pushes of back-office events)
 * Written by the $connect route, removed (`liveConnectionRemoval`) by $disconnect, by a push that
 * finds the connection gone (410) or no longer entitled to it (an administrator's, domain/live/push.ts),
 * and by its owner's Sign Out (endMyLiveConnections). API Gateway ends a WebSocket after 2 hours at
 * most, so the TTL a little later removes the item of a connection whose $disconnect never ran.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.liveConnection.sort);
const removalKeys = primaryKeys(kinds.partitions.user, kinds.liveConnectionRemoval.sort);
const adminIndex = indexKeys(kinds.liveConnection.indexes.adminConnections);
const SORT_PREFIX = keyPrefix(kinds.liveConnection.sort);

/** API Gateway's longest WebSocket connection, and the margin after it before the TTL removes the item. */
export const CONNECTION_LIFETIME_SECONDS = 2 * 60 * 60;
const TTL_MARGIN_SECONDS = 10 * 60;

/**
 * How many connections a push reaches: a customer with more tabs than this gets the newest
 * ones' (ids are API Gateway's, so "newest" is by key order only roughly), and the back office
 * has far fewer administrators. Each is one bounded Query.
 */
export const MAX_CONNECTIONS_PER_USER = 25;
export const MAX_ADMIN_CONNECTIONS = 200;

export interface LiveConnection {
  userId: string;
  connectionId: string;
  /** The connection receives the back office's events (its owner was an administrator of a code sign-in when it opened). */
  admin: boolean;
  /**
   * When the session it was opened for ends (its access token's `exp`, epoch seconds): an
   * administrator's connection ends with it. Null for a connection recorded before it was kept.
   */
  sessionExpiresAt: number | null;
}

const LiveConnectionItem = z.object({
  userId: z.string(),
  connectionId: z.string(),
  admin: z.boolean(),
  sessionExpiresAt: z.optional(z.number()),
  expiresAt: z.number(),
});

/** Records a connection as it opens (the $connect route). */
export async function putLiveConnection(connection: LiveConnection, now = Date.now()): Promise<void> {
  const { userId, connectionId, admin, sessionExpiresAt } = connection;
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.key({ userId, connectionId }),
        ...(admin ? adminIndex.entry({ connectionId }) : {}),
        entity: 'liveConnection',
        userId,
        connectionId,
        admin,
        ...(sessionExpiresAt === null ? {} : { sessionExpiresAt }),
        connectedAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + CONNECTION_LIFETIME_SECONDS + TTL_MARGIN_SECONDS,
      },
    }),
  );
}

/** Forgets a connection (closed, or gone when a push tried it); nothing happens when it is already gone. */
export async function removeLiveConnection(userId: string, connectionId: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: removalKeys.key({ userId, connectionId }) }));
}

/** The stored items that are still within their lifetime (the TTL removes expired ones only eventually). */
function current(items: Record<string, unknown>[], now: number): LiveConnection[] {
  return items
    .map((item) => readItem(LiveConnectionItem, 'liveConnection', item))
    .filter((item) => item.expiresAt > Math.floor(now / 1000))
    .map(({ userId, connectionId, admin, sessionExpiresAt }) => ({ userId, connectionId, admin, sessionExpiresAt: sessionExpiresAt ?? null }));
}

/** A customer's open connections, at most MAX_CONNECTIONS_PER_USER. */
export async function connectionsOfUser(userId: string, now = Date.now()): Promise<LiveConnection[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.partition({ userId }), ':prefix': SORT_PREFIX },
      ScanIndexForward: false,
      Limit: MAX_CONNECTIONS_PER_USER,
    }),
  );
  return current(Items, now);
}

/** Every administrator's open connection, at most MAX_ADMIN_CONNECTIONS. */
export async function administratorConnections(now = Date.now()): Promise<LiveConnection[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: adminIndex.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': adminIndex.partitionKey },
      ExpressionAttributeValues: { ':pk': adminIndex.partition() },
      ScanIndexForward: false,
      Limit: MAX_ADMIN_CONNECTIONS,
    }),
  );
  return current(Items, now);
}
