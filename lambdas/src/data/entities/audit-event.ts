import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AuditEvent } from '@sandbank/shared/schemas/audit';
import { documentClient } from '../../lib/clients/dynamodb';
import { decodeCursor, encodeCursor } from '../cursor';
import { partitions } from '../item-kinds';
import { queryAll, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Audit event — one per back-office action, in the one audit partition, ordered by sequence.
 *   key  AUDIT / EVENT#{sequence, 12 digits}   → auditEventsNewestFirst, auditChainInOrder
 */

export const AUDIT_PARTITION = partitions.audit.key;
const SORT_PREFIX = 'EVENT#';
const eventSort = (sequence: number) => `${SORT_PREFIX}${String(sequence).padStart(12, '0')}`;
const EVENT_SORT_KEY = /^EVENT#\d{12}$/;

const read = (item: Record<string, unknown>) => readItem(AuditEvent, 'audit event', item);

export function putAuditEvent(event: AuditEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: AUDIT_PARTITION, sk: eventSort(event.sequence), entity: 'auditEvent', ...event },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A page of audit events, newest first. */
export async function auditEventsNewestFirst(query: { cursor?: string; limit: number }): Promise<{ items: AuditEvent[]; nextCursor: string | null }> {
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': AUDIT_PARTITION, ':prefix': SORT_PREFIX },
      ScanIndexForward: false,
      Limit: query.limit,
      ExclusiveStartKey: query.cursor ? { pk: AUDIT_PARTITION, sk: decodeCursor(query.cursor, EVENT_SORT_KEY) } : undefined,
    }),
  );
  const items = Items.map(read);
  const last = items.at(-1);
  return { items, nextCursor: LastEvaluatedKey && last ? encodeCursor(eventSort(last.sequence)) : null };
}

/** Every audit event, oldest first, one page at a time (for verifying the chain). */
export async function* auditChainInOrder(): AsyncGenerator<AuditEvent> {
  const items = queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': AUDIT_PARTITION, ':prefix': SORT_PREFIX },
    ConsistentRead: true,
  });
  for await (const item of items) yield read(item);
}
