import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { itemSchema, readItem, tableName, writeIf } from '../table';

/*
 * User creation claim — one per email an administrator is creating a customer for: only the
 * request holding it may create or finish that user, so two creations of one email never run at
 * once. A claim lapses after its lease (an attempt that died keeps nobody out for long) and is
 * let go when its request ends; TTL removes it a day later. Its key is `userCreationClaim` in
 * data/item-kinds.ts (the email in lower case).
 *   key  → claimUserCreation, releaseUserCreation
 *
 * User creation record — beside the claim: the user pool user (its `sub`) that a back-office
 * creation added for that email. A later creation may finish only that very user; a pool user
 * the back office did not add (a sign-up, an administrator invited from the console) is never
 * given a password by it. Kept without TTL: an attempt that stopped half-way can be finished
 * whenever it is retried. Its key is `userCreationRecord`, in the claim's partition.
 *   key  → recordCreatedUser, createdUserOf
 */

const LEASE_MS = 60_000;
const KEEP_SECONDS = 24 * 60 * 60;
const claimKeys = primaryKeys(kinds.partitions.userCreation, kinds.userCreationClaim.sort);
const recordKeys = primaryKeys(kinds.partitions.userCreation, kinds.userCreationRecord.sort);
const key = (email: string): ItemKey => claimKeys.key({ email: email.toLowerCase() });
const recordKey = (email: string): ItemKey => recordKeys.key({ email: email.toLowerCase() });
const CreationRecordItem = itemSchema(() => z.object({ userId: z.string() }));

/** Takes the claim for `email` under `token`; false while another request holds it. */
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

/** Lets the claim go, if `token` still holds it (a lapsed claim may have been taken over). */
export async function releaseUserCreation(email: string, token: string): Promise<void> {
  // Not held any more (taken over after its lease): nothing to let go.
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
