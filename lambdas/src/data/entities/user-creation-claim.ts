import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { itemSchema, readItem, tableName, writeIf } from '../table';

/*
 * The claim keeps two creations of one email from running at once; it lapses after its lease so a dead attempt
 * keeps nobody out for long. The record beside it names the pool user the back office added, so a later creation
 * finishes only that user, never a sign-up or a console invite; it has no TTL, so a half-done attempt can be
 * finished whenever it is retried.
 */

const LEASE_MS = 60_000;
const KEEP_SECONDS = 24 * 60 * 60;
const claimKeys = primaryKeys(kinds.partitions.userCreation, kinds.userCreationClaim.sort);
const recordKeys = primaryKeys(kinds.partitions.userCreation, kinds.userCreationRecord.sort);
const key = (email: string): ItemKey => claimKeys.key({ email: email.toLowerCase() });
const recordKey = (email: string): ItemKey => recordKeys.key({ email: email.toLowerCase() });
const CreationRecordItem = itemSchema(() => z.object({ userId: z.string() }));

export function claimUserCreation(email: string, token: string, now = Date.now()): Promise<boolean> {
  return writeIf({
    Put: {
      TableName: tableName(),
      Item: { ...key(email), entity: 'userCreationClaim', token, leaseUntil: now + LEASE_MS, expiresAt: Math.floor(now / 1000) + KEEP_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk) OR leaseUntil < :now',
      ExpressionAttributeValues: { ':now': now },
    },
  });
}

/** A lapsed claim may have been taken over. */
export async function releaseUserCreation(email: string, token: string): Promise<void> {
  await writeIf({
    Update: {
      TableName: tableName(),
      Key: key(email),
      UpdateExpression: 'SET leaseUntil = :released',
      ConditionExpression: '#token = :token',
      ExpressionAttributeNames: { '#token': 'token' },
      ExpressionAttributeValues: { ':released': 0, ':token': token },
    },
  });
}

/** Only the request the pool answered gets here, so the record replaces any earlier one. */
export async function recordCreatedUser(email: string, userId: string, now = new Date()): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...recordKey(email), entity: 'userCreationRecord', userId, createdAt: now.toISOString() } }),
  );
}

export async function createdUserOf(email: string): Promise<string | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: recordKey(email), ConsistentRead: true }));
  return Item ? readItem(CreationRecordItem, 'userCreationRecord', Item).userId : null;
}
