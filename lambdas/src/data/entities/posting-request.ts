import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PostingRequest, type PostingRequestStatus } from '@sandbank/shared/schemas/posting-request';
import type { TransitionTarget } from '@sandbank/shared/transitions';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import type { CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../keys';
import { queryPage } from '../listing-page';
import { type ItemOf, itemSchema, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';
import { statusChange } from '../transitions';

/*
 * A posting that reaches the approval threshold waits in a partition of its own, so nothing of it reaches the
 * account's owner until it is posted. Its decision is conditional on `pending`, in the transaction that posts or
 * rejects it, so it is decided once.
 */

const keys = primaryKeys(kinds.partitions.postingRequest, kinds.postingRequest.sort);
const byStatus = indexKeys(kinds.postingRequest.indexes.byStatus);
const byMaker = indexKeys(kinds.postingRequest.indexes.byMaker);

const REQUEST_SORT_KEY = /^REQUEST#[0-9A-HJKMNP-TV-Z]{26}$/;
const REQUEST_PARTITION = /^POSTINGREQUEST#[0-9A-HJKMNP-TV-Z]{26}$/;

const PostingRequestItem = itemSchema(() =>
  z.extend(PostingRequest, {
    /** The ledger addresses the account in its owner's partition. */
    userId: z.string(),
  }),
);
export type PostingRequestRecord = ItemOf<typeof PostingRequestItem>;

const read = (item: Record<string, unknown>) => readItem(PostingRequestItem, 'postingRequest', item);

const requestKey = (requestId: string): ItemKey => keys.key({ requestId });

export function putNewPostingRequest(request: PostingRequestRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...requestKey(request.id),
        entity: 'postingRequest',
        ...request,
        ...byStatus.entry({ status: request.status, requestId: request.id }),
        ...byMaker.entry({ makerId: request.makerId, status: request.status, requestId: request.id }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function postingRequestById(requestId: string): Promise<PostingRequestRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: requestKey(requestId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

export interface PostingDecision {
  status: TransitionTarget<'postingRequest', 'approve' | 'reject'>;
  decidedBy: string;
  decidedAt: string;
  rejectionReason: string | null;
  transactionId: string | null;
}

/** Only if still pending: one decision, ever. */
export function decidePostingRequestItem(request: PostingRequestRecord, decision: PostingDecision): TransactItem {
  const move = statusChange('postingRequest', decision.status === 'approved' ? 'approve' : 'reject');
  const listed = byStatus.assign({ partition: { status: move.to } });
  const mine = byMaker.assign({ partition: { makerId: request.makerId, status: move.to } });
  return {
    Update: {
      TableName: tableName(),
      Key: requestKey(request.id),
      UpdateExpression: `SET ${move.set}, decidedBy = :by, decidedAt = :at, rejectionReason = :reason, transactionId = :tx, ${listed.clauses}, ${mine.clauses}`,
      ConditionExpression: move.condition,
      ExpressionAttributeNames: move.names,
      ExpressionAttributeValues: {
        ...move.values,
        ':by': decision.decidedBy,
        ':at': decision.decidedAt,
        ':reason': decision.rejectionReason,
        ':tx': decision.transactionId,
        ...listed.values,
        ...mine.values,
      },
    },
  };
}

export async function postingRequestsPage(
  callerId: string,
  query: { status: PostingRequestStatus; makerId?: string; cursor?: string; limit: number },
): Promise<{ items: PostingRequestRecord[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'postingRequests', callerId, query: { status: query.status, makerId: query.makerId } };
  const index = query.makerId ? byMaker : byStatus;
  const partition = query.makerId ? byMaker.partition({ makerId: query.makerId, status: query.status }) : byStatus.partition({ status: query.status });
  const found = await queryPage({
    scope,
    cursor: query.cursor,
    query: {
      IndexName: index.indexName,
      KeyConditionExpression: '#partition = :partition',
      ExpressionAttributeNames: { '#partition': index.partitionKey },
      ExpressionAttributeValues: { ':partition': partition },
      ScanIndexForward: false,
    },
    limit: query.limit,
    position: { pk: REQUEST_PARTITION, sort: REQUEST_SORT_KEY },
    startAt: (at) => ({ pk: at.pk, sk: keys.sort(), [index.partitionKey]: partition, [index.sortKey]: at.sort }),
    positionOf: (item) => ({ pk: String(item.pk), sort: String(item[index.sortKey]) }),
  });
  return { items: found.items.map(read), nextCursor: found.nextCursor };
}
