import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { indexKeys, keyPrefix, primaryKeys } from '../keys';
import { readItem, tableName } from '../table';

/*
 * One item per browser WebSocket; administrators' connections are also indexed so a back-office event reaches
 * all of them with one Query. API Gateway ends a WebSocket after 2 hours at most, so the TTL a little later
 * removes the item of a connection whose $disconnect never ran.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.liveConnection.sort);
const removalKeys = primaryKeys(kinds.partitions.user, kinds.liveConnectionRemoval.sort);
const adminIndex = indexKeys(kinds.liveConnection.indexes.adminConnections);
const SORT_PREFIX = keyPrefix(kinds.liveConnection.sort);

/** API Gateway's longest WebSocket connection. */
export const CONNECTION_LIFETIME_SECONDS = 2 * 60 * 60;
const TTL_MARGIN_SECONDS = 10 * 60;

/**
 * Bounds each push to one Query: a customer with more tabs gets only the newest (roughly, as ids are API
 * Gateway's), and administrators are far fewer.
 */
export const MAX_CONNECTIONS_PER_USER = 25;
export const MAX_ADMIN_CONNECTIONS = 200;

export interface LiveConnection {
  userId: string;
  connectionId: string;
  admin: boolean;
  /** An administrator's connection ends with its session. Null for a connection recorded before it was kept. */
  sessionExpiresAt: number | null;
}

const LiveConnectionItem = z.object({
  userId: z.string(),
  connectionId: z.string(),
  admin: z.boolean(),
  sessionExpiresAt: z.optional(z.number()),
  expiresAt: z.number(),
});

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

export async function removeLiveConnection(userId: string, connectionId: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: removalKeys.key({ userId, connectionId }) }));
}

/** The TTL removes expired items only eventually. */
function current(items: Record<string, unknown>[], now: number): LiveConnection[] {
  return items
    .map((item) => readItem(LiveConnectionItem, 'liveConnection', item))
    .filter((item) => item.expiresAt > Math.floor(now / 1000))
    .map(({ userId, connectionId, admin, sessionExpiresAt }) => ({ userId, connectionId, admin, sessionExpiresAt: sessionExpiresAt ?? null }));
}

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
