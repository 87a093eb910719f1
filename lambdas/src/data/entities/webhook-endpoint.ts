import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EventType } from '@sandbank/shared/schemas/event';
import { WEBHOOK_MAX_ENDPOINTS, WebhookStatus } from '@sandbank/shared/schemas/webhook';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import * as kinds from '../item-kinds';
import { primaryKeys, type ItemKey } from '../keys';
import { isConditionalFailure, readItem, tableName, writeIf } from '../table';
import type { TransactItem } from '../transact';

/*
 * The count is raised under the WEBHOOK_MAX_ENDPOINTS condition in the registration's transaction, so two
 * registrations racing for the last place cannot both win. The secret is stored as it is: every attempt signs
 * with it (docs/security.md, "Webhooks").
 */

const keys = primaryKeys(kinds.partitions.user, kinds.webhookEndpoint.sort);
const countKeys = primaryKeys(kinds.partitions.user, kinds.webhookEndpointCount.sort);

const endpointKey = (userId: string, webhookId: string): ItemKey => keys.key({ userId, webhookId });
const countKey = (userId: string): ItemKey => countKeys.key({ userId });

const WebhookEndpointRecord = z.object({
  id: z.string(),
  userId: z.string(),
  url: z.string(),
  types: z.union([z.tuple([z.literal('*')]), z.array(EventType)]),
  secret: z.string(),
  status: WebhookStatus,
  createdAt: z.string(),
});
export type WebhookEndpointRecord = z.output<typeof WebhookEndpointRecord>;
export type EndpointStatus = z.output<typeof WebhookStatus>;

const read = (item: Record<string, unknown>) => readItem(WebhookEndpointRecord, 'webhookEndpoint', item);

/** The count update fails its condition at the cap. */
export function putNewEndpoint(endpoint: WebhookEndpointRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...endpointKey(endpoint.userId, endpoint.id), entity: 'webhookEndpoint', ...endpoint },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: countKey(endpoint.userId),
        UpdateExpression: 'SET entity = :entity ADD endpoints :one',
        ConditionExpression: 'attribute_not_exists(endpoints) OR endpoints < :max',
        ExpressionAttributeValues: { ':entity': 'webhookEndpointCount', ':one': 1, ':max': WEBHOOK_MAX_ENDPOINTS },
      },
    },
  ];
}

/** Which of putNewEndpoint's items is the count update, whose failed condition means "at the cap". */
export const ENDPOINT_COUNT_ITEM = 1;

/** The Delete's failed condition means no such endpoint. */
export function removeEndpoint(userId: string, webhookId: string): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: endpointKey(userId, webhookId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: countKey(userId),
        UpdateExpression: 'ADD endpoints :minusOne',
        ConditionExpression: 'endpoints > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      },
    },
  ];
}

/** At most WEBHOOK_MAX_ENDPOINTS, so one Query. */
export async function endpointsOfUser(userId: string): Promise<WebhookEndpointRecord[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.partition({ userId }), ':prefix': keys.sortPrefix() },
      ConsistentRead: true,
      Limit: WEBHOOK_MAX_ENDPOINTS,
    }),
  );
  return Items.map(read);
}

/** Another customer's endpoint is simply not in this partition. */
export async function endpointOf(userId: string, webhookId: string): Promise<WebhookEndpointRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: endpointKey(userId, webhookId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

export async function replaceSecret(userId: string, webhookId: string, secret: string): Promise<WebhookEndpointRecord | null> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: endpointKey(userId, webhookId),
        UpdateExpression: 'SET secret = :secret',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':secret': secret },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? read(Attributes) : null;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** Writes nothing when it already is, or is gone. */
export async function markEndpointStatus(userId: string, webhookId: string, status: EndpointStatus): Promise<void> {
  await writeIf({
    Update: {
      TableName: tableName(),
      Key: endpointKey(userId, webhookId),
      UpdateExpression: 'SET #status = :status',
      ConditionExpression: 'attribute_exists(pk) AND #status <> :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status },
    },
  });
}
