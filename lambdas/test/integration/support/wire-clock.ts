import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../src/lib/clients/dynamodb';
import { tableName } from '../../../src/data/table';
import { wireKey, awaitingSortKey } from '../../../src/data/entities/wire';

/**
 * Moves a wire request's code back in time by `seconds`, as if it had been mailed that long ago:
 * how the tests reach "a minute later" (resend) or "15 minutes later" (expiry) without waiting.
 * Touches the code's times only, the way time passing would.
 */
export async function ageWireRequest(userId: string, wireId: string, seconds: number): Promise<void> {
  const key = wireKey(userId, wireId);
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!Item || typeof Item.codeSentAt !== 'string' || typeof Item.codeExpiresAt !== 'string') throw new Error(`Wire ${wireId} has no code to age`);
  const earlier = (iso: string) => new Date(Date.parse(iso) - seconds * 1000).toISOString();
  const codeExpiresAt = earlier(Item.codeExpiresAt);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET codeSentAt = :sent, codeExpiresAt = :expires, gsi3sk = :sort',
      ConditionExpression: '#status = :awaiting',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sent': earlier(Item.codeSentAt), ':expires': codeExpiresAt, ':sort': awaitingSortKey(codeExpiresAt, wireId), ':awaiting': 'awaiting_confirmation' },
    }),
  );
}
