import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, keys, tableName } from './table';
import type { TransactItem } from './transact';

/** Records are kept for 24 hours; DynamoDB's TTL removes them some time after that. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

export type IdempotencyOutcome =
  | { kind: 'success'; response: unknown }
  | { kind: 'rejection'; code: string; message: string; fields?: Record<string, string> };

export interface IdempotencyRecord {
  requestHash: string;
  outcome: IdempotencyOutcome;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const recordKey = (scope: string) => ({ pk: keys.idempotency(scope), sk: keys.idempotencySort });

/** An expired record that TTL has not removed yet no longer counts. */
const unexpiredCondition = {
  ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
};

export async function getIdempotencyRecord(scope: string): Promise<IdempotencyRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: recordKey(scope), ConsistentRead: true }),
  );
  if (!Item || (Item.expiresAt as number) < nowSeconds()) return null;
  return { requestHash: Item.requestHash as string, outcome: JSON.parse(Item.outcome as string) as IdempotencyOutcome };
}

function recordItem(scope: string, requestHash: string, outcome: IdempotencyOutcome) {
  return {
    ...recordKey(scope),
    entity: 'idempotency',
    requestHash,
    outcome: JSON.stringify(outcome),
    createdAt: new Date().toISOString(),
    expiresAt: nowSeconds() + IDEMPOTENCY_TTL_SECONDS,
  };
}

/** The Put that remembers a key inside the same transaction as the movement it guards. */
export function putIdempotencyRecord(scope: string, requestHash: string, outcome: IdempotencyOutcome): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: recordItem(scope, requestHash, outcome),
      ...unexpiredCondition,
      ExpressionAttributeValues: { ':now': nowSeconds() },
    },
  };
}

/** Remembers a rejection (nothing moved); false when the key was taken meanwhile. */
export async function saveIdempotencyRecord(scope: string, requestHash: string, outcome: IdempotencyOutcome): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: recordItem(scope, requestHash, outcome),
        ...unexpiredCondition,
        ExpressionAttributeValues: { ':now': nowSeconds() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
