import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { EVENT_RETENTION_DAYS } from '@sandbank/shared/schemas/event';
import { DeliveryStatus } from '@sandbank/shared/schemas/webhook';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../keys';
import { ownItemsNewestFirst } from '../own-items';
import { readItem, tableName, writeIf } from '../table';

/*
 * Keyed by endpoint and event, so the stream handing an event over twice makes one delivery. Only the attempt
 * that claimed it under a condition on `attempts` and `attemptingUntil` may attempt or record it, so two runs
 * never attempt one delivery at once; an attempt that never reports back is due again when its claim lapses. The
 * body is kept as first sent, so every attempt sends the same bytes.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.webhookDelivery.sort);
const dueForAttempt = indexKeys(kinds.webhookDelivery.indexes.dueForAttempt);
/**
 * Each delivery writes the due index two or three times, 1 to 2 units each: 32 partitions keep the ceiling past
 * 10,000 transfers a second with a webhook on a quarter of customers (docs/data-model.md).
 */
export const DUE_SHARDS = 32;
/** Deliveries pending from before sharding are read here too; a delivery's first claim moves it to its shard, so it empties itself. */
export const UNSHARDED_DUE_PARTITION = kinds.webhookDelivery.indexes.dueForAttempt.partition.replace(/#\{shard\}$/, '');
/** A hash of the id, so every write of a delivery lands on the same shard. */
export const dueShardOf = (deliveryId: string) => String(Number.parseInt(createHash('sha256').update(deliveryId).digest('hex').slice(0, 8), 16) % DUE_SHARDS).padStart(2, '0');
const RETENTION_SECONDS = EVENT_RETENTION_DAYS * 24 * 60 * 60;

const deliveryKey = (userId: string, webhookId: string, deliveryId: string): ItemKey => keys.key({ userId, webhookId, deliveryId });

const WebhookDeliveryRecord = z.object({
  id: z.string(),
  userId: z.string(),
  webhookId: z.string(),
  eventId: z.string(),
  type: z.string(),
  body: z.string(),
  status: DeliveryStatus,
  attempts: z.int(),
  lastStatusCode: z.nullable(z.int()),
  lastDurationMs: z.nullable(z.int()),
  lastAttemptAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
  firstAttemptAt: z.string(),
  attemptingUntil: z.optional(z.string()),
  createdAt: z.string(),
});
export type WebhookDeliveryRecord = z.output<typeof WebhookDeliveryRecord>;

const read = (item: Record<string, unknown>) => readItem(WebhookDeliveryRecord, 'webhookDelivery', item);
const iso = (time: number) => new Date(time).toISOString();

export interface NewDelivery {
  userId: string;
  webhookId: string;
  eventId: string;
  type: string;
  body: string;
}

/** Already claimed by the attempt its creator makes at once. Null when the endpoint already has this event's delivery. */
export async function putClaimedDelivery(delivery: NewDelivery, now: number, claimUntil: number): Promise<WebhookDeliveryRecord | null> {
  const record: WebhookDeliveryRecord = {
    id: delivery.eventId,
    ...delivery,
    status: 'pending',
    attempts: 1,
    lastStatusCode: null,
    lastDurationMs: null,
    lastAttemptAt: null,
    nextAttemptAt: iso(claimUntil),
    firstAttemptAt: iso(now),
    attemptingUntil: iso(claimUntil),
    createdAt: iso(now),
  };
  const written = await writeIf({
    Put: {
      TableName: tableName(),
      Item: {
        ...deliveryKey(delivery.userId, delivery.webhookId, record.id),
        entity: 'webhookDelivery',
        ...record,
        ...dueForAttempt.entry({ shard: dueShardOf(record.id), nextAttemptAt: iso(claimUntil), webhookId: delivery.webhookId, deliveryId: record.id }),
        expiresAt: Math.floor(now / 1000) + RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  return written ? record : null;
}

const duePartitions = [...Array.from({ length: DUE_SHARDS }, (_, shard) => dueForAttempt.partition({ shard: String(shard).padStart(2, '0') })), UNSHARDED_DUE_PARTITION];

export async function dueDeliveries(now: number, limit: number): Promise<WebhookDeliveryRecord[]> {
  const shards = await Promise.all(
    duePartitions.map(async (partition) => {
      const { Items = [] } = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: dueForAttempt.indexName,
          // '~' sorts after the id characters that follow the time.
          KeyConditionExpression: '#partition = :pending AND #sort <= :upTo',
          ExpressionAttributeNames: { '#partition': dueForAttempt.partitionKey, '#sort': dueForAttempt.sortKey },
          ExpressionAttributeValues: {
            ':pending': partition,
            ':upTo': `${dueForAttempt.sortPrefix({ nextAttemptAt: iso(now) })}~`,
          },
          Limit: limit,
        }),
      );
      return Items;
    }),
  );
  const sortKey = dueForAttempt.sortKey;
  return shards
    .flat()
    .sort((a, b) => (String(a[sortKey]) < String(b[sortKey]) ? -1 : 1))
    .slice(0, limit)
    .map(read);
}

/**
 * A resend claims it whatever its status; the retry job (`asDue`) only while it is still pending and due, as the
 * index it was found through may lag the item.
 */
export function claimDelivery(delivery: WebhookDeliveryRecord, now: number, claimUntil: number, options: { asDue?: boolean } = {}): Promise<boolean> {
  const due = dueForAttempt.assign({
    partition: { shard: dueShardOf(delivery.id) },
    sort: { nextAttemptAt: iso(claimUntil), webhookId: delivery.webhookId, deliveryId: delivery.id },
  });
  return writeIf({
    Update: {
      TableName: tableName(),
      Key: deliveryKey(delivery.userId, delivery.webhookId, delivery.id),
      UpdateExpression: `SET #status = :pending, attempts = :claimed, nextAttemptAt = :claimUntil, attemptingUntil = :claimUntil, ${due.clauses}`,
      ConditionExpression: `attempts = :read AND (attribute_not_exists(attemptingUntil) OR attemptingUntil <= :now)${options.asDue ? ' AND #status = :pending AND nextAttemptAt = :due' : ''}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':claimed': delivery.attempts + 1,
        ':read': delivery.attempts,
        ':claimUntil': iso(claimUntil),
        ':now': iso(now),
        ...(options.asDue ? { ':due': delivery.nextAttemptAt } : {}),
        ...due.values,
      },
    },
  });
}

export interface AttemptRecord {
  status: z.output<typeof DeliveryStatus>;
  lastStatusCode: number | null;
  lastDurationMs: number;
  lastAttemptAt: number;
  /** The delivery stays on the due index until it is null. */
  nextAttemptAt: number | null;
}

/** False when another attempt claimed it meanwhile (this one's claim had lapsed): that one records its own. */
export function recordAttempt(delivery: Pick<WebhookDeliveryRecord, 'userId' | 'webhookId' | 'id'>, attempts: number, outcome: AttemptRecord): Promise<boolean> {
  const next = outcome.nextAttemptAt;
  const due =
    next === null
      ? { set: '', remove: `, ${dueForAttempt.partitionKey}, ${dueForAttempt.sortKey}`, values: {} }
      : (() => {
          const assigned = dueForAttempt.assign({ partition: { shard: dueShardOf(delivery.id) }, sort: { nextAttemptAt: iso(next), webhookId: delivery.webhookId, deliveryId: delivery.id } });
          return { set: `, ${assigned.clauses}`, remove: '', values: assigned.values };
        })();
  return writeIf({
    Update: {
      TableName: tableName(),
      Key: deliveryKey(delivery.userId, delivery.webhookId, delivery.id),
      UpdateExpression: `SET #status = :status, lastStatusCode = :statusCode, lastDurationMs = :duration, lastAttemptAt = :attemptAt, nextAttemptAt = :next${due.set} REMOVE attemptingUntil${due.remove}`,
      ConditionExpression: 'attempts = :attempts',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':statusCode': outcome.lastStatusCode,
        ':duration': outcome.lastDurationMs,
        ':attemptAt': iso(outcome.lastAttemptAt),
        ':next': next === null ? null : iso(next),
        ':attempts': attempts,
        ...due.values,
      },
    },
  });
}

export async function deliveryOf(userId: string, webhookId: string, deliveryId: string): Promise<WebhookDeliveryRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: deliveryKey(userId, webhookId, deliveryId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

export async function deliveriesOfEndpoint(
  userId: string,
  webhookId: string,
  page: { cursor?: string; limit: number },
): Promise<{ items: WebhookDeliveryRecord[]; nextCursor: string | null }> {
  const sortPrefix = keys.sortPrefix({ webhookId });
  const found = await ownItemsNewestFirst(
    userId,
    // The pattern names the endpoint, so another endpoint's cursor is refused.
    { listing: 'webhookDeliveries', sortPrefix, sortPattern: new RegExp(`^${sortPrefix}[0-9A-HJKMNP-TV-Z]{26}$`) },
    page,
  );
  return { items: found.items.map(read), nextCursor: found.nextCursor };
}
