import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCKER_MAX_ITEMS, LockerItemStatus } from '@sandbank/shared/schemas/locker';
import type { TransitionTarget } from '@sandbank/shared/transitions';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import type { CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../keys';
import { queryPage } from '../listing-page';
import { type ItemOf, itemsAtIndexKey, itemSchema, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';
import { statusChange, statusIs } from '../transitions';

/*
 * The locker's size changes in the transaction that adds or removes an item, under the condition that it stays
 * within LOCKER_MAX_ITEMS, so two adds racing for the last place cannot both win. A decision requires the item
 * still pending, so it is decided exactly once.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.lockerItem.sort);
const sizeKeys = primaryKeys(kinds.partitions.user, kinds.lockerSize.sort);
const byItemId = indexKeys(kinds.lockerItem.indexes.byItemId);
const byStatus = indexKeys(kinds.lockerItem.indexes.byStatus);
const LISTING_SORT_KEY = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9A-HJKMNP-TV-Z]{26}$/;
const OWNER_PARTITION = /^USER#[0-9a-fA-F-]{36}$/;

const itemKey = (userId: string, itemId: string): ItemKey => keys.key({ userId, itemId });
const sizeKey = (userId: string): ItemKey => sizeKeys.key({ userId });

const LockerItemRecord = itemSchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    valueCents: z.int(),
    description: z.nullable(z.string()),
    status: LockerItemStatus,
    storedAt: z.string(),
    decidedAt: z.nullable(z.string()),
    decidedBy: z.nullable(z.string()),
    rejectionReason: z.nullable(z.string()),
  }),
);
export type LockerItemRecord = ItemOf<typeof LockerItemRecord>;

const read = (item: Record<string, unknown>) => readItem(LockerItemRecord, 'lockerItem', item);

/** The size update's condition fails when the locker is full. */
export function putNewLockerItem(item: LockerItemRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...itemKey(item.userId, item.id),
          entity: 'lockerItem',
          ...item,
          ...byItemId.entry({ itemId: item.id }),
          ...byStatus.entry({ status: item.status, storedAt: item.storedAt, itemId: item.id }),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: sizeKey(item.userId),
        UpdateExpression: 'SET entity = :entity ADD #items :one',
        ConditionExpression: 'attribute_not_exists(#items) OR #items < :max',
        ExpressionAttributeNames: { '#items': 'items' },
        ExpressionAttributeValues: { ':entity': 'lockerSize', ':one': 1, ':max': LOCKER_MAX_ITEMS },
      },
    },
  ];
}

/** Which of putNewLockerItem's items is the size update, whose failed condition means "full". */
export const LOCKER_SIZE_ITEM = 1;

/** Only while the item is still pending. */
export function decideLockerItem(
  item: LockerItemRecord,
  decision: { status: TransitionTarget<'lockerItem', 'approve' | 'reject'>; decidedAt: string; decidedBy: string; rejectionReason: string | null },
): TransactItem {
  const move = statusChange('lockerItem', decision.status === 'approved' ? 'approve' : 'reject');
  const queue = byStatus.assign({ partition: { status: move.to } });
  return {
    Update: {
      TableName: tableName(),
      Key: itemKey(item.userId, item.id),
      UpdateExpression: `SET ${move.set}, decidedAt = :decidedAt, decidedBy = :decidedBy, rejectionReason = :reason, ${queue.clauses}`,
      ConditionExpression: `attribute_exists(pk) AND ${move.condition}`,
      ExpressionAttributeNames: move.names,
      ExpressionAttributeValues: {
        ...move.values,
        ':decidedAt': decision.decidedAt,
        ':decidedBy': decision.decidedBy,
        ':reason': decision.rejectionReason,
        ...queue.values,
      },
    },
  };
}

/** Only as it was read, so the status counted is the one removed. */
export function removeLockerItem(item: LockerItemRecord): TransactItem[] {
  const unchanged = statusIs('lockerItem', item.status);
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: itemKey(item.userId, item.id),
        ConditionExpression: `attribute_exists(pk) AND ${unchanged.condition}`,
        ExpressionAttributeNames: unchanged.names,
        ExpressionAttributeValues: unchanged.values,
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: sizeKey(item.userId),
        UpdateExpression: 'ADD #items :minusOne',
        ConditionExpression: '#items > :zero',
        ExpressionAttributeNames: { '#items': 'items' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      },
    },
  ];
}

/** At most LOCKER_MAX_ITEMS items, so one Query. */
export async function lockerItemsOfUser(userId: string): Promise<LockerItemRecord[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.partition({ userId }), ':prefix': keys.sortPrefix() },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: LOCKER_MAX_ITEMS,
    }),
  );
  return Items.map(read);
}

/** The index gives the owner, the table a consistent read. */
export async function lockerItemById(itemId: string): Promise<LockerItemRecord | null> {
  const [indexed] = await itemsAtIndexKey(byItemId, byItemId.partition({ itemId }), byItemId.sort());
  if (!indexed) return null;
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(read(indexed).userId, itemId), ConsistentRead: true }),
  );
  return Item ? read(Item) : null;
}

export async function lockerItemsInStatus(
  callerId: string,
  query: { status: LockerItemStatus; cursor?: string; limit: number },
): Promise<{ items: LockerItemRecord[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'adminLocker', callerId, query: { status: query.status } };
  const page = await queryPage({
    scope,
    cursor: query.cursor,
    query: {
      IndexName: byStatus.indexName,
      KeyConditionExpression: '#partition = :queue',
      ExpressionAttributeNames: { '#partition': byStatus.partitionKey },
      ExpressionAttributeValues: { ':queue': byStatus.partition({ status: query.status }) },
      ScanIndexForward: false,
    },
    limit: query.limit,
    position: { at: LISTING_SORT_KEY, owner: OWNER_PARTITION },
    // The queue's sort key ends with the item id, which names the item's own key.
    startAt: (at) => ({
      pk: at.owner,
      sk: keys.sort({ itemId: at.at.slice(at.at.lastIndexOf('#') + 1) }),
      [byStatus.partitionKey]: byStatus.partition({ status: query.status }),
      [byStatus.sortKey]: at.at,
    }),
    positionOf: (item) => ({ at: String(item[byStatus.sortKey]), owner: String(item.pk) }),
  });
  return { items: page.items.map(read), nextCursor: page.nextCursor };
}
