import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CheckDeposit, CheckStatus } from '@sandbank/shared/schemas/check';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { openCursor, sealCursor, type CursorScope } from '../cursor';
import { ownItemsNewestFirst } from '../own-items';
import { invalidCursor, itemsAtIndexKey, readItem, tableName, userPartition, type ItemKey } from '../table';
import type { TransactItem } from '../transact';

/*
 * Check deposit — one per deposited check, in its depositor's partition; ids are ULIDs, so sort
 * keys order checks by time.
 *   key        USER#{userId} / CHECK#{checkId}       → checkOfUser, checksOfUser (newest first, signed cursor)
 *   byCheckId  gsi1 CHECK#{checkId} / CHECK           → checkById (back office: the index gives the owner)
 *   byStatus   gsi2 CHECKS#{status} / CHECK#{checkId} → checksPage (the review queue per status, newest first;
 *              every status at once is the three partitions merged by id)
 * A decision moves the check from CHECKS#pending to its new status partition in the same update
 * that changes its status, under the condition that it is still pending.
 */

const SORT_PREFIX = 'CHECK#';
const checkSort = (checkId: string) => `${SORT_PREFIX}${checkId}`;
const CHECK_SORT_KEY = /^CHECK#[0-9A-HJKMNP-TV-Z]{26}$/;
const key = (userId: string, checkId: string): ItemKey => ({ pk: userPartition(userId), sk: checkSort(checkId) });
const byCheckId = { indexName: 'gsi1', partition: (checkId: string) => `CHECK#${checkId}`, sort: 'CHECK' } as const;
const byStatus = { indexName: 'gsi2', partition: (status: CheckStatus) => `CHECKS#${status}` } as const;

const CheckItem = z.extend(CheckDeposit, {
  userId: z.string(),
  /** The depositor's email and the account's name and number when the check was deposited, for the back office. */
  holderEmail: z.string(),
  depositAccount: z.object({ name: z.string(), number: z.string() }),
  decidedBy: z.nullable(z.string()),
  /**
   * The presentment key the deposit claimed (check-presentment.ts), null without a check number;
   * absent on checks deposited before the key was stored, which claimed their numbers as typed.
   */
  presentmentKey: z.optional(z.nullable(z.string())),
});
export type CheckRecord = z.output<typeof CheckItem>;

const read = (item: Record<string, unknown>) => readItem(CheckItem, 'check deposit', item);

/** Put of a new check, never over an existing one. */
export function putNewCheck(check: CheckRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...key(check.userId, check.id),
        entity: 'checkDeposit',
        ...check,
        gsi1pk: byCheckId.partition(check.id),
        gsi1sk: byCheckId.sort,
        gsi2pk: byStatus.partition(check.status),
        gsi2sk: checkSort(check.id),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export interface CheckDecisionFields {
  status: Exclude<CheckStatus, 'pending'>;
  decidedBy: string;
  decidedAt: string;
  rejectionReason: string | null;
  transactionId: string | null;
}

/** The decision on a pending check: it fails (and the transaction with it) unless the check is still pending. */
export function decidePendingCheck(check: Pick<CheckRecord, 'userId' | 'id'>, decision: CheckDecisionFields): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key(check.userId, check.id),
      UpdateExpression:
        'SET #status = :to, gsi2pk = :queue, decidedBy = :decidedBy, decidedAt = :decidedAt, rejectionReason = :reason, transactionId = :transactionId',
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':to': decision.status,
        ':pending': 'pending',
        ':queue': byStatus.partition(decision.status),
        ':decidedBy': decision.decidedBy,
        ':decidedAt': decision.decidedAt,
        ':reason': decision.rejectionReason,
        ':transactionId': decision.transactionId,
      },
    },
  };
}

/** One of a customer's checks (strongly consistent); another customer's id is simply not there. */
export async function checkOfUser(userId: string, checkId: string): Promise<CheckRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(userId, checkId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

/** Any check by id (back office): the index gives the owner, the table a consistent read. */
export async function checkById(checkId: string): Promise<CheckRecord | null> {
  const [indexed] = await itemsAtIndexKey(byCheckId.indexName, byCheckId.partition(checkId), byCheckId.sort);
  return indexed ? checkOfUser(read(indexed).userId, checkId) : null;
}

/** One page of a customer's checks, newest first; the cursor is signed for this customer. */
export async function checksOfUser(userId: string, page: { cursor?: string; limit: number }): Promise<{ items: CheckRecord[]; nextCursor: string | null }> {
  const found = await ownItemsNewestFirst(userId, { listing: 'myChecks', sortPrefix: SORT_PREFIX, sortPattern: CHECK_SORT_KEY }, page);
  return { items: found.items.map(read), nextCursor: found.nextCursor };
}

/** The newest checks of one status queue older than `before` (a check id), at most `limit`. */
async function queueBefore(status: CheckStatus, before: string | undefined, limit: number): Promise<CheckRecord[]> {
  try {
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: byStatus.indexName,
        KeyConditionExpression: before ? 'gsi2pk = :queue AND gsi2sk < :before' : 'gsi2pk = :queue',
        ExpressionAttributeValues: { ':queue': byStatus.partition(status), ...(before ? { ':before': checkSort(before) } : {}) },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return Items.map(read);
  } catch (error) {
    // A signed cursor never causes this; anything that does is the caller's input, not a 500.
    if (before && (error as Error).name === 'ValidationException') throw invalidCursor();
    throw error;
  }
}

const ALL_STATUSES = CheckStatus.options;
const CHECK_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * One page of the bank's checks, newest first: one status queue, or all three merged by id (ids
 * are time-ordered). The position is the last check id handed out, so a check that changes queue
 * between two pages is neither repeated nor skipped. Reads at most 3 × (limit + 1) items.
 */
export async function checksPage(
  callerId: string,
  query: { status?: CheckStatus; cursor?: string; limit: number },
): Promise<{ items: CheckRecord[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'adminChecks', callerId, query: { status: query.status } };
  const start = query.cursor ? await openCursor(query.cursor, scope, { before: CHECK_ID }) : undefined;
  const statuses = query.status ? [query.status] : ALL_STATUSES;
  const queues = await Promise.all(statuses.map((status) => queueBefore(status, start?.before, query.limit + 1)));
  const merged = queues.flat().sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const items = merged.slice(0, query.limit);
  const more = merged.length > query.limit;
  return { items, nextCursor: more ? await sealCursor({ before: items.at(-1)!.id }, scope) : null };
}
