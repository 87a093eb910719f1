import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEvent } from '@sandbank/shared';
import { decodeCursor, encodeCursor } from './cursor';
import { documentClient, keys, queryAll, tableName } from './table';
import type { TransactItem } from './transact';

export interface AuditHead {
  sequence: number;
  hash: string;
}

export const GENESIS_HASH = '0'.repeat(64);
const EVENT_SORT_KEY = /^EVENT#\d{12}$/;

const headKey = { pk: keys.audit, sk: keys.auditHeadSort };

export async function readAuditHead(): Promise<AuditHead> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: headKey, ConsistentRead: true }));
  return Item ? { sequence: Item.sequence as number, hash: Item.hash as string } : { sequence: 0, hash: GENESIS_HASH };
}

/**
 * Moves the chain head from `expected` to `next`. The condition fails if any other action was
 * audited in between, so two events can never claim the same place in the chain.
 */
export function advanceAuditHead(expected: AuditHead, next: AuditHead): TransactItem {
  if (expected.sequence === 0) {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...headKey, entity: 'auditHead', sequence: next.sequence, hash: next.hash },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key: headKey,
      UpdateExpression: 'SET #sequence = :next, #hash = :hash',
      ConditionExpression: '#sequence = :expected AND #hash = :expectedHash',
      ExpressionAttributeNames: { '#sequence': 'sequence', '#hash': 'hash' },
      ExpressionAttributeValues: {
        ':next': next.sequence,
        ':hash': next.hash,
        ':expected': expected.sequence,
        ':expectedHash': expected.hash,
      },
    },
  };
}

export function putAuditEvent(event: AuditEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: keys.audit, sk: keys.auditEventSort(event.sequence), entity: 'auditEvent', ...event },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const toEvent = ({ pk: _pk, sk: _sk, entity: _entity, ...event }: Record<string, unknown>) => event as AuditEvent;

/** A page of audit events, newest first. */
export async function listAuditEventsPage(query: { cursor?: string; limit: number }) {
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.audit, ':prefix': keys.auditEventSortPrefix },
      ScanIndexForward: false,
      Limit: query.limit,
      ExclusiveStartKey: query.cursor ? { pk: keys.audit, sk: decodeCursor(query.cursor, EVENT_SORT_KEY) } : undefined,
    }),
  );
  const items = Items.map(toEvent);
  const last = items.at(-1);
  return { items, nextCursor: LastEvaluatedKey && last ? encodeCursor(keys.auditEventSort(last.sequence)) : null };
}

/** Every audit event, oldest first, one page at a time (for verifying the chain). */
export async function* allAuditEventsInOrder(): AsyncGenerator<AuditEvent> {
  const items = queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.audit, ':prefix': keys.auditEventSortPrefix },
    ConsistentRead: true,
  });
  for await (const item of items) yield toEvent(item);
}
