import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { testCustomerKey, testCustomersByExpiry } from '../../../src/data/entities/sandbox/test-customer';
import { tableName } from '../../../src/data/table';
import { documentClient } from '../../../src/lib/clients/dynamodb';

/**
 * Moves a test customer's expiry back by `seconds`, as if it had been created that much earlier:
 * how the tests reach "its time is up" without waiting. Touches the expiry and its place in the
 * expiry index only, the way time passing would.
 */
export async function ageTestCustomer(userId: string, seconds: number): Promise<string> {
  const key = testCustomerKey(userId);
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!Item || typeof Item.endsAt !== 'string') throw new Error(`Test customer ${userId} has no record to age`);
  const endsAt = new Date(Date.parse(Item.endsAt) - seconds * 1000).toISOString();
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET endsAt = :endsAt, #sort = :sort',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#sort': testCustomersByExpiry.sortKey },
      ExpressionAttributeValues: { ':endsAt': endsAt, ':sort': testCustomersByExpiry.sort({ expiresAt: endsAt, userId }) },
    }),
  );
  return endsAt;
}
