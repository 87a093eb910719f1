import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseSearchText } from '@sandbank/shared/schemas/search';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import type { CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../keys';
import { queryPage } from '../listing-page';
import { type ItemOf, itemsAtIndexKey, itemSchema, readItem, tableName } from '../table';
import { TransactionRejected, transactWrite, type TransactItem } from '../transact';
import { countChange } from './bank-counters';

/* A customer's own changes are written with their event, each over the revision it read. */

/** Absent on items written before the field existed. */
const storedText = z._default(z.nullable(z.string()), null);

const ProfileItem = itemSchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: storedText,
    lastName: storedText,
    phone: storedText,
    address: storedText,
    avatarKey: storedText,
    createdAt: z.string(),
    /** Kept on the profile so listings mark a test customer without another read. */
    testCustomerUntil: z.optional(z.string()),
    /** A change is written only over the revision it read; absent before the first change. */
    revision: z.optional(z.int()),
  }),
);
export type ProfileRecord = ItemOf<typeof ProfileItem>;
export type ProfileChanges = Pick<ProfileRecord, 'firstName' | 'lastName' | 'phone' | 'address'>;
export type CustomerProfileChange = Partial<ProfileChanges & Pick<ProfileRecord, 'avatarKey'>>;

const keys = primaryKeys(kinds.partitions.user, kinds.profile.sort);
const key = (userId: string): ItemKey => keys.key({ userId });
const byEmail = indexKeys(kinds.profile.indexes.byEmail);
const allUsers = indexKeys(kinds.profile.indexes.allUsers);
const LISTING_SORT_KEY = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f-]{36}$/;

const searchNamesOf = (profile: Pick<ProfileRecord, 'firstName' | 'lastName'>) => normaliseSearchText(profile.firstName, profile.lastName);

const read = (item: Record<string, unknown>) => readItem(ProfileItem, 'profile', item);

/** Strongly consistent: read right after it is created. */
export async function profileOfUser(userId: string): Promise<ProfileRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(userId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

export async function profileByEmail(email: string): Promise<ProfileRecord | null> {
  const [indexed] = await itemsAtIndexKey(byEmail, byEmail.partition({ email: email.toLowerCase() }), byEmail.sort());
  return indexed ? read(indexed) : null;
}

/** Counts the new customer in the same transaction; false when another request created it first. */
export async function createProfile(profile: ProfileRecord): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...key(profile.userId),
            entity: 'profile',
            ...profile,
            searchNames: searchNamesOf(profile),
            ...byEmail.entry({ email: profile.email.toLowerCase() }),
            ...allUsers.entry({ createdAt: profile.createdAt, userId: profile.userId }),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...countChange({ users: 1 }),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRejected && error.failedCondition(0)) return false;
    throw error;
  }
}

export async function updateProfile(userId: string, changes: ProfileChanges): Promise<ProfileRecord> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(userId),
      UpdateExpression: 'SET firstName = :firstName, lastName = :lastName, phone = :phone, address = :address, searchNames = :searchNames',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':searchNames': searchNamesOf(changes),
        ':firstName': changes.firstName,
        ':lastName': changes.lastName,
        ':phone': changes.phone,
        ':address': changes.address,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return read(Attributes ?? {});
}

/**
 * Like every listing it examines at most LISTING_READ_BUDGET profiles per call, so a rare match answers a short
 * page with a cursor; docs/data-model.md says when this stops being enough.
 */
export async function customersPage(
  callerId: string,
  query: { q?: string; cursor?: string; limit: number },
): Promise<{ items: ProfileRecord[]; nextCursor: string | null }> {
  const search = query.q ? normaliseSearchText(query.q) : '';
  const scope: CursorScope = { listing: 'adminUsers', callerId, query: { q: search || undefined } };
  const page = await queryPage({
    scope,
    cursor: query.cursor,
    query: {
      IndexName: allUsers.indexName,
      KeyConditionExpression: '#partition = :users',
      ...(search ? { FilterExpression: 'contains(email, :q) OR contains(searchNames, :q)' } : {}),
      ExpressionAttributeNames: { '#partition': allUsers.partitionKey },
      ExpressionAttributeValues: { ':users': allUsers.partition(), ...(search ? { ':q': search } : {}) },
      ScanIndexForward: false,
    },
    limit: query.limit,
    position: { at: LISTING_SORT_KEY },
    startAt: (at) => ({ ...key(at.at.slice(at.at.lastIndexOf('#') + 1)), [allUsers.partitionKey]: allUsers.partition(), [allUsers.sortKey]: at.at }),
    positionOf: (item) => ({ at: String(item[allUsers.sortKey]) }),
  });
  return { items: page.items.map(read), nextCursor: page.nextCursor };
}

/** Only over that very revision: a change made meanwhile fails the condition and the caller reads again. */
export function changeOfProfile(before: ProfileRecord, change: CustomerProfileChange): TransactItem {
  const after = { ...before, ...change };
  const fields: Record<string, unknown> = { ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)), revision: (before.revision ?? 0) + 1 };
  if (change.firstName !== undefined || change.lastName !== undefined) fields.searchNames = searchNamesOf(after);
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: tableName(),
      Key: key(before.userId),
      UpdateExpression: `SET ${names.map((name, index) => `#f${index} = :f${index}`).join(', ')}`,
      ConditionExpression: before.revision === undefined ? 'attribute_exists(pk) AND attribute_not_exists(revision)' : 'revision = :read',
      ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#f${index}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, index) => [`:f${index}`, fields[name]])),
        ...(before.revision === undefined ? {} : { ':read': before.revision }),
      },
    },
  };
}
