import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName, userPartition } from '../../../src/data/table';
import { documentClient } from '../../../src/lib/clients/dynamodb';

const presentmentItemKey = (pk: string) => ({ pk, sk: 'PRESENTED' });

/**
 * Turns a freshly deposited check into one as checks were deposited before the presentment key
 * was canonical and stored on the check: no `presentmentKey` on the check, and the key it holds is
 * the one of its numbers as typed. What such a check's rejection must release.
 */
export async function asDepositedWithTypedKey(userId: string, checkId: string): Promise<{ typedKey: string }> {
  const checkKey = { pk: userPartition(userId), sk: `CHECK#${checkId}` };
  const { Item: check } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: checkKey, ConsistentRead: true }));
  if (!check || typeof check.presentmentKey !== 'string') throw new Error(`Check ${checkId} holds no stored presentment key`);
  // The key as it was built then: the numbers exactly as the depositor typed them.
  const typedKey = `PRESENTED#${check.routingNumber}#${check.accountNumber}#${check.checkNumber}`;
  if (typedKey === check.presentmentKey) throw new Error('Give the check padded numbers: its typed key must differ from its canonical one');
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        { Update: { TableName: tableName(), Key: checkKey, UpdateExpression: 'REMOVE presentmentKey' } },
        { Delete: { TableName: tableName(), Key: presentmentItemKey(check.presentmentKey), ConditionExpression: 'checkId = :checkId', ExpressionAttributeValues: { ':checkId': checkId } } },
        {
          Put: {
            TableName: tableName(),
            Item: { ...presentmentItemKey(typedKey), entity: 'checkPresentment', checkId, userId, released: false },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
  return { typedKey };
}

/** The presentment item at `pk`, as stored. */
export async function presentmentItem(pk: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: presentmentItemKey(pk), ConsistentRead: true }));
  return Item;
}
