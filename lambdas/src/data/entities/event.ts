import { EVENT_RETENTION_DAYS, type BankEvent, type EventType } from '@sandbank/shared/schemas/event';
import { newId } from '../../lib/ids';
import * as kinds from '../item-kinds';
import { primaryKeys } from '../keys';
import { tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Event — a state change the customer can see (`event` in data/item-kinds.ts), in the customer's
 * partition, written by putEvent in the same TransactWriteItems as the change itself, so a change
 * and its event are written together or not at all. Ids are ULIDs: newest first is key order.
 * The table's TTL removes an event after EVENT_RETENTION_DAYS. The table's stream carries each new
 * event item (`entity = 'event'`) to the pipeline that delivers webhooks and live updates
 * (eventFromImage reads it back).
 */

const keys = primaryKeys(kinds.partitions.user, kinds.event.sort);
const RETENTION_SECONDS = EVENT_RETENTION_DAYS * 24 * 60 * 60;

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
