import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCKER_MAX_ITEMS, LockerItemStatus } from '@sandbank/shared/schemas/locker';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { openCursor, sealCursor, type CursorScope } from '../cursor';
import { itemsAtIndexKey, listingSort, readItem, readListingPage, tableName, userPartition, type ItemKey } from '../table';
import type { TransactItem } from '../transact';

/*
 * Locker item — something a customer keeps in their safe deposit locker, in their own partition,
 * and the size of their locker beside it.
 *   key       USER#{userId} / LOCKER#{itemId}                  → lockerItemsOfUser (newest first: ids are ULIDs)
 *   byItemId  gsi1 LOCKERITEM#{itemId} / LOCKERITEM           → lockerItemById (the back office names an item by id alone)
 *   byStatus  gsi2 LOCKER#{status} / {storedAt}#{itemId}      → lockerItemsInStatus (the approval queue, newest first)
 *   size      USER#{userId} / LOCKERSIZE                      → `items`: how many the locker holds
 * The size is changed in the transaction that adds or removes an item, under the condition that
 * it stays within LOCKER_MAX_ITEMS, so two adds racing for the last place cannot both win. A
 * decision moves the item to another status partition of gsi2 under the condition that it is
 * still pending, so an item is decided exactly once.
 */

const SORT_PREFIX = 'LOCKER#';
const SIZE_SORT = 'LOCKERSIZE';
const byItemId = { indexName: 'gsi1', partition: (itemId: string) => `LOCKERITEM#${itemId}`, sort: 'LOCKERITEM' } as const;
const byStatus = { indexName: 'gsi2', partition: (status: LockerItemStatus) => `LOCKER#${status}` } as const;
const LISTING_SORT_KEY = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9A-HJKMNP-TV-Z]{26}$/;
const OWNER_PARTITION = /^USER#[0-9a-fA-F-]{36}$/;

const itemKey = (userId: string, itemId: string): ItemKey => ({ pk: userPartition(userId), sk: `${SORT_PREFIX}${itemId}` });
const sizeKey = (userId: string): ItemKey => ({ pk: userPartition(userId), sk: SIZE_SORT });

const LockerItemRecord = z.object({
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
});
export type LockerItemRecord = z.output<typeof LockerItemRecord>;

const read = (item: Record<string, unknown>) => readItem(LockerItemRecord, 'lockerItem', item);

/** The Put of a new item and the size update that makes room for it (fails its condition when the locker is full). */
export function putNewLockerItem(item: LockerItemRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...itemKey(item.userId, item.id),
          entity: 'lockerItem',
          ...item,
          gsi1pk: byItemId.partition(item.id),
          gsi1sk: byItemId.sort,
          gsi2pk: byStatus.partition(item.status),
          gsi2sk: listingSort(item.storedAt, item.id),
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

/** The index in putNewLockerItem's items of the size update, whose failed condition means "full". */
export const LOCKER_SIZE_ITEM = 1;

/** A decision: the item, still pending, becomes approved or rejected (and moves to that status's queue). */
export function decideLockerItem(
  item: LockerItemRecord,
  decision: { status: 'approved' | 'rejected'; decidedAt: string; decidedBy: string; rejectionReason: string | null },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: itemKey(item.userId, item.id),
      UpdateExpression: 'SET #status = :status, decidedAt = :decidedAt, decidedBy = :decidedBy, rejectionReason = :reason, gsi2pk = :queue',
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': decision.status,
        ':decidedAt': decision.decidedAt,
        ':decidedBy': decision.decidedBy,
        ':reason': decision.rejectionReason,
        ':queue': byStatus.partition(decision.status),
        ':pending': 'pending',
      },
    },
  };
}

/** The removal of an item as it was read (its status still the one counted) and the place it frees. */
export function removeLockerItem(item: LockerItemRecord): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: itemKey(item.userId, item.id),
        ConditionExpression: 'attribute_exists(pk) AND #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': item.status },
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

/** A customer's whole locker, newest first: at most LOCKER_MAX_ITEMS items, so one strongly consistent Query. */
export async function lockerItemsOfUser(userId: string): Promise<LockerItemRecord[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': SORT_PREFIX },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: LOCKER_MAX_ITEMS,
    }),
  );
  return Items.map(read);
}

/** Any customer's item by its id (back office): the index gives the owner, the table a consistent read. */
export async function lockerItemById(itemId: string): Promise<LockerItemRecord | null> {
  const [indexed] = await itemsAtIndexKey(byItemId.indexName, byItemId.partition(itemId), byItemId.sort);
  if (!indexed) return null;
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: itemKey(read(indexed).userId, itemId), ConsistentRead: true }),
  );
  return Item ? read(Item) : null;
}

/** One page of the items in one status, newest first, across all customers (the back office's queue). */
export async function lockerItemsInStatus(
  callerId: string,
  query: { status: LockerItemStatus; cursor?: string; limit: number },
): Promise<{ items: LockerItemRecord[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'adminLocker', callerId, query: { status: query.status } };
  const start = query.cursor ? await openCursor(query.cursor, scope, { at: LISTING_SORT_KEY, owner: OWNER_PARTITION }) : undefined;
  const page = await readListingPage({
    query: {
      IndexName: byStatus.indexName,
      KeyConditionExpression: 'gsi2pk = :queue',
      ExpressionAttributeValues: { ':queue': byStatus.partition(query.status) },
      ScanIndexForward: false,
    },
    start: start && {
      pk: start.owner,
      sk: `${SORT_PREFIX}${start.at.slice(start.at.lastIndexOf('#') + 1)}`,
      gsi2pk: byStatus.partition(query.status),
      gsi2sk: start.at,
    },
    limit: query.limit,
    filtered: false,
    keyOf: (item) => ({ at: String(item.gsi2sk), owner: String(item.pk) }),
  });
  return { items: page.items.map(read), nextCursor: page.resumeKey ? await sealCursor(page.resumeKey, scope) : null };
}
