import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { itemsAtIndexKey, listingSort, readItem, tableName, userPartition, type ItemKey } from '../table';

/*
 * Profile — one per customer, in their partition.
 *   key       USER#{userId} / PROFILE
 *   byEmail   gsi1 EMAIL#{email} / PROFILE                  → profileByEmail
 *   allUsers  gsi2 USERS / {createdAt}#{userId}             (back-office listing of customers)
 */

/** An optional field: stored as null, or absent on items written before it existed. */
const storedText = z._default(z.nullable(z.string()), null);

const ProfileItem = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: storedText,
  lastName: storedText,
  phone: storedText,
  address: storedText,
  avatarKey: storedText,
  createdAt: z.string(),
});
export type ProfileRecord = z.output<typeof ProfileItem>;
export type ProfileChanges = Pick<ProfileRecord, 'firstName' | 'lastName' | 'phone' | 'address'>;

const SORT = 'PROFILE';
const key = (userId: string): ItemKey => ({ pk: userPartition(userId), sk: SORT });
const byEmail = { indexName: 'gsi1', partition: (email: string) => `EMAIL#${email.toLowerCase()}`, sort: SORT } as const;
const allUsers = { partition: 'USERS' } as const;

const read = (item: Record<string, unknown>) => readItem(ProfileItem, 'profile', item);

/** The customer's profile (strongly consistent: read right after it is created). */
export async function profileOfUser(userId: string): Promise<ProfileRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(userId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

/** The profile holding an email address, if its owner has used the bank. */
export async function profileByEmail(email: string): Promise<ProfileRecord | null> {
  const [indexed] = await itemsAtIndexKey(byEmail.indexName, byEmail.partition(email), byEmail.sort);
  return indexed ? read(indexed) : null;
}

/** Creates the profile unless one exists; false when another request created it first. */
export async function createProfile(profile: ProfileRecord): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key(profile.userId),
          entity: 'profile',
          ...profile,
          gsi1pk: byEmail.partition(profile.email),
          gsi1sk: byEmail.sort,
          gsi2pk: allUsers.partition,
          gsi2sk: listingSort(profile.createdAt, profile.userId),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Changes the fields a customer may edit; the profile must exist. */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<ProfileRecord> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(userId),
      UpdateExpression: 'SET firstName = :firstName, lastName = :lastName, phone = :phone, address = :address',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
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

/** The profile before and after a change of its picture. */
export interface AvatarChange {
  profile: ProfileRecord;
  previousAvatarKey: string | null;
}

/** Sets (or, with null, clears) the profile's picture in one write, and says which picture it replaced. */
export async function replaceAvatarKey(userId: string, avatarKey: string | null): Promise<AvatarChange> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(userId),
      UpdateExpression: 'SET avatarKey = :avatarKey',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':avatarKey': avatarKey },
      ReturnValues: 'ALL_OLD',
    }),
  );
  const before = read(Attributes ?? {});
  return { profile: { ...before, avatarKey }, previousAvatarKey: before.avatarKey };
}
