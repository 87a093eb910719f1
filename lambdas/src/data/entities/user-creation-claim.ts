import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/clients/dynamodb';
import { partitions } from '../item-kinds';
import { tableName, type ItemKey } from '../table';

/*
 * User creation claim — one per email an administrator is creating a customer for: only the
 * request holding it may create or finish that user, so two creations of one email never run at
 * once. A claim lapses after its lease (an attempt that died keeps nobody out for long) and is
 * let go when its request ends; TTL removes it a day later.
 *   key  NEWUSER#{email} / CLAIM   → claimUserCreation, releaseUserCreation
 */

const LEASE_MS = 60_000;
const KEEP_SECONDS = 24 * 60 * 60;
const key = (email: string): ItemKey => ({ pk: partitions.userCreation.key(email.toLowerCase()), sk: 'CLAIM' });

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
