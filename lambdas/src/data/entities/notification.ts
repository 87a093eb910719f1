import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type Notification, NotificationKind } from '@sandbank/shared/schemas/notification';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { newId } from '../../lib/ids';
import * as kinds from '../item-kinds';
import { keyPrefix, primaryKeys, type ItemKey } from '../keys';
import { ownItemsNewestFirst } from '../own-items';
import { itemSchema, readItem, tableName, writeIf } from '../table';
import type { TransactItem } from '../transact';

/*
 * Written in the transaction of the decision it tells about, so there is one exactly when the decision happened.
 * A notification is read when its id is at most readUpTo: marking all read is one write, and the unread count
 * one bounded Query. Notifications expire after NOTIFICATION_DAYS (TTL).
 */

const keys = primaryKeys(kinds.partitions.user, kinds.notification.sort);
const stateKeys = primaryKeys(kinds.partitions.user, kinds.notificationState.sort);
const SORT_PREFIX = keyPrefix(kinds.notification.sort);
const SORT_PATTERN = /^NOTIFICATION#[0-9A-HJKMNP-TV-Z]{26}$/;
const NOTIFICATION_DAYS = 180;
/** The bell shows "99+" from here, so counting stays one small read. */
export const UNREAD_COUNT_CAP = 100;

const key = (userId: string, notificationId: string): ItemKey => keys.key({ userId, notificationId });
const stateKey = (userId: string): ItemKey => stateKeys.key({ userId });

const NotificationItem = itemSchema(() =>
  z.object({
    id: z.string(),
    kind: NotificationKind,
    title: z.string(),
    text: z.string(),
    link: z.string(),
    createdAt: z.string(),
  }),
);

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  text: string;
  link: string;
}

export function putNotification(notification: NewNotification, now = Date.now()): TransactItem {
  const id = newId(now);
  const { userId, ...fields } = notification;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...key(userId, id),
        entity: 'notification',
        id,
        ...fields,
        createdAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + NOTIFICATION_DAYS * 24 * 60 * 60,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

async function readUpTo(userId: string): Promise<string> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: stateKey(userId), ConsistentRead: true }));
  return typeof Item?.readUpTo === 'string' ? Item.readUpTo : '';
}

async function countAfter(userId: string, upTo: string): Promise<number> {
  const { Count } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      // '~' sorts after every id character.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :after AND :last',
      ExpressionAttributeValues: { ':pk': keys.partition({ userId }), ':after': `${SORT_PREFIX}${upTo}#`, ':last': `${SORT_PREFIX}~` },
      Select: 'COUNT',
      Limit: UNREAD_COUNT_CAP,
    }),
  );
  return Count ?? 0;
}

export interface NotificationPage {
  items: Notification[];
  unread: number;
  nextCursor: string | null;
}

export async function notificationsOf(userId: string, page: { cursor?: string; limit: number }): Promise<NotificationPage> {
  const [upTo, found] = await Promise.all([
    readUpTo(userId),
    ownItemsNewestFirst(userId, { listing: 'notifications', sortPrefix: SORT_PREFIX, sortPattern: SORT_PATTERN }, page),
  ]);
  const unread = await countAfter(userId, upTo);
  const items = found.items.map((raw) => {
    const item = readItem(NotificationItem, 'notification', raw);
    return { ...item, read: item.id <= upTo };
  });
  return { items, unread, nextCursor: found.nextCursor };
}

/** Never moves backwards, so a slow request cannot unread what a later one marked. */
export async function markAllRead(userId: string): Promise<void> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.partition({ userId }), ':prefix': SORT_PREFIX },
      ScanIndexForward: false,
      Limit: 1,
      ProjectionExpression: 'id',
    }),
  );
  const newest = Items?.[0]?.id;
  if (typeof newest !== 'string') return;
  // False when already read up to there or later: nothing to do.
  await writeIf({
    Update: {
      TableName: tableName(),
      Key: stateKey(userId),
      UpdateExpression: 'SET entity = :entity, readUpTo = :newest',
      ConditionExpression: 'attribute_not_exists(readUpTo) OR readUpTo < :newest',
      ExpressionAttributeValues: { ':entity': 'notificationState', ':newest': newest },
    },
  });
}
