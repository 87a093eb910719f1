import { EVENT_RETENTION_DAYS, EventType, type BankEvent } from '@sandbank/shared/schemas/event';
import * as z from 'zod/mini';
import { idBoundsAt, newId } from '../../lib/ids';
import type { CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { keyPrefix, primaryKeys } from '../keys';
import { queryPage, sortKeyPosition } from '../listing-page';
import { readItem, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Each event is put in the transaction of the change it tells about, so both are written or neither. The table's
 * stream carries new event items to the pipeline that delivers webhooks and live updates; TTL removes them after
 * EVENT_RETENTION_DAYS.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.event.sort);
const RETENTION_SECONDS = EVENT_RETENTION_DAYS * 24 * 60 * 60;
const SORT_PREFIX = keyPrefix(kinds.event.sort);
const SORT_PATTERN = /^EVENT#[0-9A-HJKMNP-TV-Z]{26}$/;

const EventItem = z.object({
  id: z.string(),
  type: EventType,
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export interface StoredEvent extends BankEvent {
  userId: string;
}

export function putEvent(userId: string, type: EventType, data: Record<string, unknown>, now = Date.now()): TransactItem {
  const id = newId(now);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.key({ userId, eventId: id }),
        entity: 'event',
        userId,
        id,
        type,
        createdAt: new Date(now).toISOString(),
        data,
        expiresAt: Math.floor(now / 1000) + RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function eventFromImage(image: Record<string, unknown>): StoredEvent | null {
  if (image.entity !== 'event') return null;
  const { userId, id, type, createdAt, data } = image;
  if (typeof userId !== 'string' || typeof id !== 'string' || typeof type !== 'string' || typeof createdAt !== 'string') return null;
  return { userId, id, type: type as EventType, createdAt, data: (data ?? {}) as Record<string, unknown> };
}

export const publicEvent = ({ id, type, createdAt, data }: StoredEvent): BankEvent => ({ id, type, createdAt, data });

/** TTL deletes late, so only keys made within the window are read; the type is a filter, so a page may come back short with a cursor. */
export async function eventsOfUser(
  userId: string,
  page: { type?: EventType; cursor?: string; limit: number },
  now = Date.now(),
): Promise<{ items: BankEvent[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'events', callerId: userId, query: { type: page.type } };
  const partition = keys.partition({ userId });
  const oldest = `${SORT_PREFIX}${idBoundsAt(now - RETENTION_SECONDS * 1000).first}`;
  const found = await queryPage({
    scope,
    cursor: page.cursor,
    query: {
      // The oldest key still kept up to the last key of the kind ('~' sorts after every id character).
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :oldest AND :last',
      ...(page.type ? { FilterExpression: '#type = :type', ExpressionAttributeNames: { '#type': 'type' } } : {}),
      ExpressionAttributeValues: { ':pk': partition, ':oldest': oldest, ':last': `${SORT_PREFIX}~`, ...(page.type ? { ':type': page.type } : {}) },
      ScanIndexForward: false,
    },
    limit: page.limit,
    ...sortKeyPosition(partition, SORT_PATTERN),
  });
  return {
    items: found.items.map((raw) => readItem(EventItem, 'event', raw)),
    nextCursor: found.nextCursor,
  };
}
