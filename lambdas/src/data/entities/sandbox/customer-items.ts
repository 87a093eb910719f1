import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../lib/clients/dynamodb';
import * as kinds from '../../item-kinds';
import * as toolkitKinds from './item-kinds';
import { primaryKeys, type ItemKey } from '../../keys';
import { isConditionalFailure, queryAll, readItem, tableName, userPartition } from '../../table';
import type { TransactItem } from '../../transact';
import { claimedPresentmentKey } from '../check-presentment';
import { testCustomerKey, testCustomersByExpiry, TestCustomerItem, type TestCustomerRecord } from './test-customer';

/* The removal kinds are kinds of their own so that only the sandbox reset and the expiry job hold DeleteItem. */

const partitionKeys = primaryKeys(kinds.partitions.user, toolkitKinds.testCustomerItemRemoval.sort);
const notificationKeys = primaryKeys(kinds.partitions.user, toolkitKinds.notificationRemoval.sort);
const numberKeys = primaryKeys(kinds.partitions.accountNumber, toolkitKinds.accountNumberRemoval.sort);
const wirePrefix = primaryKeys(kinds.partitions.user, kinds.wire.sort).sortPrefix();
const checkPrefix = primaryKeys(kinds.partitions.user, kinds.checkDeposit.sort).sortPrefix();

export interface CustomerRequest {
  id: string;
  status: string;
  codeExpiresAt: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function requestsOfCustomer(userId: string, kind: 'wire' | 'checkDeposit'): Promise<CustomerRequest[]> {
  const requests: CustomerRequest[] = [];
  for await (const item of queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ProjectionExpression: 'id, #status, codeExpiresAt',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': kind === 'wire' ? wirePrefix : checkPrefix },
    ConsistentRead: true,
  })) {
    const id = text(item.id);
    const status = text(item.status);
    if (id && status) requests.push({ id, status, codeExpiresAt: text(item.codeExpiresAt) });
  }
  return requests;
}

export async function notificationIdsOf(userId: string): Promise<string[]> {
  const prefix = notificationKeys.sortPrefix();
  const ids: string[] = [];
  for await (const item of queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ProjectionExpression: 'sk',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
    ConsistentRead: true,
  })) {
    ids.push(String(item.sk).slice(prefix.length));
  }
  return ids;
}

/** Removing one already gone changes nothing. */
export const removeNotification = (userId: string, notificationId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: notificationKeys.key({ userId, notificationId }) },
});

export async function expiredTestCustomers(now: Date, limit: number): Promise<{ userId: string; endsAt: string }[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: testCustomersByExpiry.indexName,
      KeyConditionExpression: '#partition = :customers AND #sort < :now',
      ExpressionAttributeNames: { '#partition': testCustomersByExpiry.partitionKey, '#sort': testCustomersByExpiry.sortKey },
      ExpressionAttributeValues: { ':customers': testCustomersByExpiry.partition(), ':now': testCustomersByExpiry.sortPrefix({ expiresAt: now.toISOString() }) },
      Limit: limit,
    }),
  );
  return Items.map((item) => readItem(TestCustomerItem, 'testCustomer', item)).map(({ userId, endsAt }) => ({ userId, endsAt }));
}

/** Marks once: a later mark keeps the first time. From the mark on the customer's calls are refused. */
export async function markExpiring(userId: string, now: Date): Promise<TestCustomerRecord | null> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: testCustomerKey(userId),
        UpdateExpression: 'SET expiringSince = if_not_exists(expiringSince, :now)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return readItem(TestCustomerItem, 'testCustomer', Attributes ?? {});
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

export type CustomerItem = { sortKey: string } & (
  | { kind: 'account'; accountId: string; number: string }
  | { kind: 'entry'; amountCents: number }
  | { kind: 'request'; workflow: 'wires' | 'checks' | 'locker'; status: string; presentmentKey: string | null; requestId: string }
  | { kind: 'profile' }
  | { kind: 'testCustomer' }
  | { kind: 'other' }
);

const COUNTED_WIRE_STATUSES = ['pending', 'approved', 'rejected'];

function customerItem(item: Record<string, unknown>): CustomerItem {
  const sortKey = String(item.sk);
  const status = text(item.status) ?? '';
  const id = text(item.id) ?? '';
  switch (item.entity) {
    case 'account':
      return { sortKey, kind: 'account', accountId: id, number: text(item.number) ?? '' };
    case 'transaction':
      return { sortKey, kind: 'entry', amountCents: typeof item.amountCents === 'number' ? item.amountCents : 0 };
    case 'wire':
      // Awaiting and expired wires never reached the back office, so they were never counted.
      return COUNTED_WIRE_STATUSES.includes(status) ? { sortKey, kind: 'request', workflow: 'wires', status, presentmentKey: null, requestId: id } : { sortKey, kind: 'other' };
    case 'checkDeposit': {
      const presentment = { routingNumber: text(item.routingNumber) ?? '', accountNumber: text(item.accountNumber) ?? '', checkNumber: text(item.checkNumber) };
      const stored = item.presentmentKey === undefined ? {} : { presentmentKey: text(item.presentmentKey) };
      return { sortKey, kind: 'request', workflow: 'checks', status, presentmentKey: claimedPresentmentKey({ ...presentment, ...stored }), requestId: id };
    }
    case 'lockerItem':
      return { sortKey, kind: 'request', workflow: 'locker', status, presentmentKey: null, requestId: id };
    case 'profile':
      return { sortKey, kind: 'profile' };
    case 'testCustomer':
      return { sortKey, kind: 'testCustomer' };
    default:
      return { sortKey, kind: 'other' };
  }
}

export async function customerItemsPage(userId: string, limit: number, after?: ItemKey): Promise<{ items: CustomerItem[]; next: ItemKey | undefined }> {
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partitionKeys.partition({ userId }) },
      ConsistentRead: true,
      Limit: limit,
      ExclusiveStartKey: after,
    }),
  );
  return { items: Items.map(customerItem), next: LastEvaluatedKey ? { pk: String(LastEvaluatedKey.pk), sk: String(LastEvaluatedKey.sk) } : undefined };
}

/** It must still be there, so a removal is counted once. */
export const removeCustomerItem = (userId: string, sortKey: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: partitionKeys.key({ userId, sortKey }), ConditionExpression: 'attribute_exists(pk)' },
});

/** Its caller counts it out of the bank's customers. */
export const removeProfile = (userId: string): TransactItem => removeCustomerItem(userId, kinds.profile.sort);

export const removeTestCustomerRecord = (userId: string): TransactItem => removeCustomerItem(userId, toolkitKinds.testCustomer.sort);

/** An account with a balance or a hold stays. */
export const removeEmptyAccount = (userId: string, sortKey: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: partitionKeys.key({ userId, sortKey }),
    ConditionExpression: 'attribute_exists(pk) AND balanceCents = :zero AND (attribute_not_exists(pendingCents) OR pendingCents = :zero)',
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/** Unless another account holds the number now. */
export const freeAccountNumber = (number: string, accountId: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: numberKeys.key({ number }),
    ConditionExpression: 'attribute_not_exists(pk) OR accountId = :accountId',
    ExpressionAttributeValues: { ':accountId': accountId },
  },
});

/** Unless another check holds the key now. */
export async function freePresentment(presentmentPartition: string, checkId: string): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { pk: presentmentPartition, sk: toolkitKinds.checkPresentmentRemoval.sort },
        ConditionExpression: 'checkId = :checkId',
        ExpressionAttributeValues: { ':checkId': checkId },
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}
