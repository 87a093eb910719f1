import { AuditEvent } from '@sandbank/shared/schemas/audit';
import { openCursor, sealCursor, type CursorScope } from '../cursor';
import { partitions } from '../item-kinds';
import { queryAll, readItem, readListingPage, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Audit event — one per back-office action, in the one audit partition, ordered by sequence.
 *   key  AUDIT / EVENT#{sequence, 12 digits}   → auditEventsNewestFirst, auditChainInOrder, auditEventsAfter
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

/** A page of audit events, newest first, for one administrator (their cursor is theirs alone). */
export async function auditEventsNewestFirst(
  callerId: string,
  query: { cursor?: string; limit: number },
): Promise<{ items: AuditEvent[]; nextCursor: string | null }> {
  const scope: CursorScope = { listing: 'audit', callerId, query: {} };
  const start = query.cursor ? await openCursor(query.cursor, scope, { sk: EVENT_SORT_KEY }) : undefined;
  const page = await readListingPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': AUDIT_PARTITION, ':prefix': SORT_PREFIX },
      ScanIndexForward: false,
    },
    start: start && { pk: AUDIT_PARTITION, sk: start.sk },
    limit: query.limit,
    filtered: false,
    keyOf: (item) => ({ sk: String(item.sk) }),
  });
  return { items: page.items.map(read), nextCursor: page.resumeKey ? await sealCursor(page.resumeKey, scope) : null };
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

/** The events after `sequence` up to and including `last`, oldest first. */
export async function* auditEventsAfter(sequence: number, last: number): AsyncGenerator<AuditEvent> {
  const items = queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
    ExpressionAttributeValues: { ':pk': AUDIT_PARTITION, ':low': eventSort(sequence + 1), ':high': eventSort(last) },
    ConsistentRead: true,
  });
  for await (const item of items) yield read(item);
}
