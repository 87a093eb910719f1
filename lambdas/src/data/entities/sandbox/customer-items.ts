import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../lib/clients/dynamodb';
import * as kinds from '../../item-kinds';
import * as toolkitKinds from './item-kinds';
import { primaryKeys, type ItemKey } from '../../keys';
import { isConditionalFailure, queryAll, readItem, tableName, userPartition } from '../../table';
import type { TransactItem } from '../../transact';
import { claimedPresentmentKey } from '../check-presentment';
import { testCustomerKey, testCustomersByExpiry, TestCustomerItem, type TestCustomerRecord } from './test-customer';

/*
 * A test customer's items as the tester's toolkit puts them back or takes them away: its requests
 * for a reset to end, its notifications for a reset to remove, and, once it expired, everything
 * its partition holds, with the account numbers and presentment keys it took elsewhere. Keys:
 * `notificationRemoval`, `testCustomerItemRemoval`, `accountNumberRemoval`,
 * `checkPresentmentRemoval` in item-kinds.ts (kinds of their own, so that only the reset and
 * the expiry job hold DeleteItem), and `testCustomer`'s `byExpiry`.
 *   wire, checkDeposit keys  → requestsOfCustomer (ids and statuses, every one)
 *   notification key         → notificationIdsOf, removeNotifications
 *   byExpiry                 → expiredTestCustomers (oldest first, bounded)
 *   testCustomerItemRemoval  → customerItemsPage, removeCustomerItem, removeEmptyAccount
 *   accountNumberRemoval     → freeAccountNumber
 *   checkPresentmentRemoval  → freePresentment
 */

const partitionKeys = primaryKeys(kinds.partitions.user, toolkitKinds.testCustomerItemRemoval.sort);
const notificationKeys = primaryKeys(kinds.partitions.user, toolkitKinds.notificationRemoval.sort);
const numberKeys = primaryKeys(kinds.partitions.accountNumber, toolkitKinds.accountNumberRemoval.sort);
const wirePrefix = primaryKeys(kinds.partitions.user, kinds.wire.sort).sortPrefix();
const checkPrefix = primaryKeys(kinds.partitions.user, kinds.checkDeposit.sort).sortPrefix();

/** A request as the sandbox ends it: enough to decide or expire it through its own functions. */
export interface CustomerRequest {
  id: string;
  status: string;
  /** A wire awaiting its code: when the code lapses. */
  codeExpiresAt: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Every wire or check of a customer, oldest first (strongly consistent): their ids and statuses. */
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

/** The ids of every notification a customer has (strongly consistent). */
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

/** The removal of one notification; removing one already gone changes nothing. */
export const removeNotification = (userId: string, notificationId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: notificationKeys.key({ userId, notificationId }) },
});

/** Test customers whose time was up before `now`, oldest expiry first, at most `limit`. */
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

/**
 * Marks a test customer as expiring (once: a later mark keeps the first time) and answers its
 * record, or null when it is already gone. From the mark on its calls are refused.
 */
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

/**
 * An item of a customer's partition as its removal needs it: what the bank's and the workflow
 * counters counted it as, and what it holds elsewhere (an account's number, a check's presentment key).
 */
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
      // A wire is counted from its confirmation on (awaiting and expired ones never reached the back office).
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

/** One page of whatever a customer's partition holds, in key order, from where the last page ended. */
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

/** The removal of one item of the partition as it was read: it must still be there, so a removal is counted once. */
export const removeCustomerItem = (userId: string, sortKey: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: partitionKeys.key({ userId, sortKey }), ConditionExpression: 'attribute_exists(pk)' },
});

/** The removal of the customer's profile (counted out of the bank's customers by its caller). */
export const removeProfile = (userId: string): TransactItem => removeCustomerItem(userId, kinds.profile.sort);

/** The removal of the test customer's record, the last of its items. */
export const removeTestCustomerRecord = (userId: string): TransactItem => removeCustomerItem(userId, toolkitKinds.testCustomer.sort);

/** The removal of an account that holds nothing: no balance and no hold, or it stays. */
export const removeEmptyAccount = (userId: string, sortKey: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: partitionKeys.key({ userId, sortKey }),
    ConditionExpression: 'attribute_exists(pk) AND balanceCents = :zero AND (attribute_not_exists(pendingCents) OR pendingCents = :zero)',
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/** Frees an account's number with the account: removed unless another account holds it now. */
export const freeAccountNumber = (number: string, accountId: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: numberKeys.key({ number }),
    ConditionExpression: 'attribute_not_exists(pk) OR accountId = :accountId',
    ExpressionAttributeValues: { ':accountId': accountId },
  },
});

/** Frees the presentment key a check held (its partition, as stored on the check), unless another check holds it now. */
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
