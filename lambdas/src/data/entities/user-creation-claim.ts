import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { partitions } from '../item-kinds';
import { readItem, tableName, type ItemKey } from '../table';

/*
 * User creation claim — one per email an administrator is creating a customer for: only the
 * request holding it may create or finish that user, so two creations of one email never run at
 * once. A claim lapses after its lease (an attempt that died keeps nobody out for long) and is
 * let go when its request ends; TTL removes it a day later.
 *   key  NEWUSER#{email} / CLAIM   → claimUserCreation, releaseUserCreation
 *
 * User creation record — beside the claim: the user pool user (its `sub`) that a back-office
 * creation added for that email. A later creation may finish only that very user; a pool user
 * the back office did not add (a sign-up, an administrator invited from the console) is never
 * given a password by it. Kept without TTL: an attempt that stopped half-way can be finished
 * whenever it is retried.
 *   key  NEWUSER#{email} / CREATED → recordCreatedUser, createdUserOf
 */

const LEASE_MS = 60_000;
const KEEP_SECONDS = 24 * 60 * 60;
const key = (email: string): ItemKey => ({ pk: partitions.userCreation.key(email.toLowerCase()), sk: 'CLAIM' });
const recordKey = (email: string): ItemKey => ({ pk: partitions.userCreation.key(email.toLowerCase()), sk: 'CREATED' });
const CreationRecordItem = z.object({ userId: z.string() });

/** Takes the claim for `email` under `token`; false while another request holds it. */
export async function claimUserCreation(email: string, token: string, now = Date.now()): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(email), entity: 'userCreationClaim', token, leaseUntil: now + LEASE_MS, expiresAt: Math.floor(now / 1000) + KEEP_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk) OR leaseUntil < :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Lets the claim go, if `token` still holds it (a lapsed claim may have been taken over). */
export async function releaseUserCreation(email: string, token: string): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(email),
        UpdateExpression: 'SET leaseUntil = :released',
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':released': 0, ':token': token },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException) && (error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/**
 * Remembers that the back office added `userId` to the pool for `email`. Written as soon as the
 * pool answers that it created the user: only the request it answered gets here, so the record
 * replaces any earlier one (a pool user of that email that has since been deleted).
 */
export async function recordCreatedUser(email: string, userId: string, now = new Date()): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...recordKey(email), entity: 'userCreationRecord', userId, createdAt: now.toISOString() } }),
  );
}

/** The `sub` of the pool user the back office last added for `email`, or null when it added none. */
export async function createdUserOf(email: string): Promise<string | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: recordKey(email), ConsistentRead: true }));
  return Item ? readItem(CreationRecordItem, 'userCreationRecord', Item).userId : null;
}
