import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, keys, tableName } from './table';

export interface ProfileRecord {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  avatarKey: string | null;
  createdAt: string;
}

const profileKey = (userId: string) => ({ pk: keys.user(userId), sk: keys.profileSort });

function toProfile(item: Record<string, unknown>): ProfileRecord {
  return {
    userId: item.userId as string,
    email: item.email as string,
    firstName: (item.firstName as string | null | undefined) ?? null,
    lastName: (item.lastName as string | null | undefined) ?? null,
    phone: (item.phone as string | null | undefined) ?? null,
    address: (item.address as string | null | undefined) ?? null,
    avatarKey: (item.avatarKey as string | null | undefined) ?? null,
    createdAt: item.createdAt as string,
  };
}

export async function getProfile(userId: string): Promise<ProfileRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: profileKey(userId), ConsistentRead: true }),
  );
  return Item ? toProfile(Item) : null;
}

/** Creates the profile unless one exists; returns false when another request created it first. */
export async function createProfile(profile: ProfileRecord): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...profileKey(profile.userId),
          entity: 'profile',
          ...profile,
          gsi1pk: keys.emailIndex(profile.email),
          gsi1sk: keys.profileSort,
          gsi2pk: keys.allUsers,
          gsi2sk: keys.listingSort(profile.createdAt, profile.userId),
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

export type ProfileChanges = Pick<ProfileRecord, 'firstName' | 'lastName' | 'phone' | 'address'>;

export async function updateProfile(userId: string, changes: ProfileChanges): Promise<ProfileRecord> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(userId),
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
  return toProfile(Attributes ?? {});
}

/** The profile holding an email address, if its owner has used the bank before. */
export async function findProfileByEmail(email: string): Promise<ProfileRecord | null> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :email AND gsi1sk = :profile',
      ExpressionAttributeValues: { ':email': keys.emailIndex(email), ':profile': keys.profileSort },
    }),
  );
  return Items[0] ? toProfile(Items[0]) : null;
}
