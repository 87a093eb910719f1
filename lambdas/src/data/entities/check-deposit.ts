import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CheckDeposit, CheckStatus } from '@sandbank/shared/schemas/check';
import type { TransitionTarget } from '@sandbank/shared/transitions';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import { openCursor, sealCursor, type CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../keys';
import { ownItemsNewestFirst } from '../own-items';
import { invalidCursor, type ItemOf, itemsAtIndexKey, itemSchema, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';
import { statusChange } from '../transitions';

/*
 * Check ids are ULIDs, so sort keys order checks by time. A decision moves the check out of the pending byStatus
 * partition in the same update that changes its status, under the condition that it is still pending.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.checkDeposit.sort);
const CHECK_SORT_KEY = /^CHECK#[0-9A-HJKMNP-TV-Z]{26}$/;
const key = (userId: string, checkId: string): ItemKey => keys.key({ userId, checkId });
const byCheckId = indexKeys(kinds.checkDeposit.indexes.byCheckId);
const byStatus = indexKeys(kinds.checkDeposit.indexes.byStatus);

const CheckItem = itemSchema(() =>
  z.extend(CheckDeposit, {
    userId: z.string(),
    holderEmail: z.string(),
    depositAccount: z.object({ name: z.string(), number: z.string() }),
    decidedBy: z.nullable(z.string()),
    /** Null without a check number; absent on checks deposited before the key was stored, which claimed their numbers as typed. */
    presentmentKey: z.optional(z.nullable(z.string())),
  }),
);
export type CheckRecord = ItemOf<typeof CheckItem>;

const read = (item: Record<string, unknown>) => readItem(CheckItem, 'check deposit', item);

export function putNewCheck(check: CheckRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...key(check.userId, check.id),
        entity: 'checkDeposit',
        ...check,
        ...byCheckId.entry({ checkId: check.id }),
        ...byStatus.entry({ status: check.status, checkId: check.id }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export interface CheckDecisionFields {
  status: TransitionTarget<'checkDeposit', 'approve' | 'reject'>;
  decidedBy: string;
  decidedAt: string;
  rejectionReason: string | null;
  transactionId: string | null;
}

/** Fails (and the transaction with it) unless the check is still pending. */
export function decidePendingCheck(check: Pick<CheckRecord, 'userId' | 'id'>, decision: CheckDecisionFields): TransactItem {
  const move = statusChange('checkDeposit', decision.status === 'approved' ? 'approve' : 'reject');
  const queue = byStatus.assign({ partition: { status: move.to } });
  return {
    Update: {
      TableName: tableName(),
      Key: key(check.userId, check.id),
      UpdateExpression: `SET ${move.set}, ${queue.clauses}, decidedBy = :decidedBy, decidedAt = :decidedAt, rejectionReason = :reason, transactionId = :transactionId`,
      ConditionExpression: `attribute_exists(pk) AND ${move.condition}`,
      ExpressionAttributeNames: move.names,
      ExpressionAttributeValues: {
        ...move.values,
        ...queue.values,
        ':decidedBy': decision.decidedBy,
        ':decidedAt': decision.decidedAt,
        ':reason': decision.rejectionReason,
        ':transactionId': decision.transactionId,
      },
    },
  };
}

/** Another customer's id is simply not there. */
export async function checkOfUser(userId: string, checkId: string): Promise<CheckRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(userId, checkId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

/** The index gives the owner, the table a consistent read. */
export async function checkById(checkId: string): Promise<CheckRecord | null> {
  const [indexed] = await itemsAtIndexKey(byCheckId, byCheckId.partition({ checkId }), byCheckId.sort());
  return indexed ? checkOfUser(read(indexed).userId, checkId) : null;
}

export async function checksOfUser(userId: string, page: { cursor?: string; limit: number }): Promise<{ items: CheckRecord[]; nextCursor: string | null }> {
  const found = await ownItemsNewestFirst(userId, { listing: 'myChecks', sortPrefix: keys.sortPrefix(), sortPattern: CHECK_SORT_KEY }, page);
  return { items: found.items.map(read), nextCursor: found.nextCursor };
}

async function queueBefore(status: CheckStatus, before: string | undefined, limit: number): Promise<CheckRecord[]> {
  try {
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: byStatus.indexName,
        KeyConditionExpression: before ? '#partition = :queue AND #sort < :before' : '#partition = :queue',
        ExpressionAttributeNames: { '#partition': byStatus.partitionKey, ...(before ? { '#sort': byStatus.sortKey } : {}) },
        ExpressionAttributeValues: { ':queue': byStatus.partition({ status }), ...(before ? { ':before': byStatus.sort({ checkId: before }) } : {}) },
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

/** The position is the last check id handed out, so a check that changes queue between two pages is neither repeated nor skipped. */
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
