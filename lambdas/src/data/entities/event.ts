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
 * Event — a state change the customer can see (`event` in data/item-kinds.ts), in the customer's
 * partition, written by putEvent in the same TransactWriteItems as the change itself, so a change
 * and its event are written together or not at all. Ids are ULIDs: newest first is key order.
 * The table's TTL removes an event after EVENT_RETENTION_DAYS. The table's stream carries each new
 * event item (`entity = 'event'`) to the pipeline that delivers webhooks and live updates
 * (eventFromImage reads it back).
 *   key → putEvent, eventsOfUser (newest first, last EVENT_RETENTION_DAYS, optionally one type, signed cursor)
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

/** An event item's attributes besides its keys. */
export interface StoredEvent extends BankEvent {
  /** The customer whose change it is: who lists it, whose webhooks and connections receive it. */
  userId: string;
}

/** The Put of a new event, to be written in the transaction of the change it tells about. */
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

/** The event of an item as the stream's new image carries it (unmarshalled), or null when it is not one. */
export function eventFromImage(image: Record<string, unknown>): StoredEvent | null {
  if (image.entity !== 'event') return null;
  const { userId, id, type, createdAt, data } = image;
  if (typeof userId !== 'string' || typeof id !== 'string' || typeof type !== 'string' || typeof createdAt !== 'string') return null;
  return { userId, id, type: type as EventType, createdAt, data: (data ?? {}) as Record<string, unknown> };
}

/** The event as a webhook body and a live message carry it. */
export const publicEvent = ({ id, type, createdAt, data }: StoredEvent): BankEvent => ({ id, type, createdAt, data });

/**
 * One page of a customer's events of the last EVENT_RETENTION_DAYS, newest first, of one type when
 * `type` is given. TTL deletes late, so only keys made within the window are read; the type is a
 * filter, so a page examines at most the listing budget and may come back short with a cursor.
 */
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
