import { AuditEvent } from '@sandbank/shared/schemas/audit';
import { openCursor, sealCursor, type CursorScope } from '../cursor';
import { partitions } from '../item-kinds';
import { queryAll, readItem, readListingPage, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Audit event — one per back-office action, in the one audit partition, ordered by sequence.
 *   key       AUDIT / EVENT#{sequence, 12 digits}             → auditEventsNewestFirst, auditChainInOrder, auditEventsAfter
 *   byActor   gsi1 AUDITBY#{actorId} / EVENT#{sequence}      → auditEventsNewestFirst filtered by administrator
 *   byTarget  gsi2 AUDITON#{targetId} / EVENT#{sequence}     → auditEventsNewestFirst filtered by target
 * Audit action entry — a copy of each event in its action's partition, written with it.
 *   key       AUDITACTION#{action} / EVENT#{sequence}        → auditEventsNewestFirst filtered by action
 * The index keys and the copies are not sealed: they find events, the chain proves them.
 */

export const AUDIT_PARTITION = partitions.audit.key;
const byActor = { indexName: 'gsi1', partition: (actorId: string) => `AUDITBY#${actorId}` } as const;
const byTarget = { indexName: 'gsi2', partition: (targetId: string) => `AUDITON#${targetId}` } as const;
const actionPartition = (action: string) => partitions.auditAction.key(action);
const SORT_PREFIX = 'EVENT#';
const eventSort = (sequence: number) => `${SORT_PREFIX}${String(sequence).padStart(12, '0')}`;
const EVENT_SORT_KEY = /^EVENT#\d{12}$/;

const read = (item: Record<string, unknown>) => readItem(AuditEvent, 'audit event', item);

export function putAuditEvent(event: AuditEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: AUDIT_PARTITION,
        sk: eventSort(event.sequence),
        entity: 'auditEvent',
        ...event,
        gsi1pk: byActor.partition(event.actorId),
        gsi1sk: eventSort(event.sequence),
        gsi2pk: byTarget.partition(event.targetId),
        gsi2sk: eventSort(event.sequence),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The event's copy under its action, written in the same transaction as the event. */
export function putAuditActionEntry(event: AuditEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: actionPartition(event.action), sk: eventSort(event.sequence), entity: 'auditActionEntry', ...event },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export interface AuditFilter {
  actorId?: string;
  action?: string;
  targetId?: string;
}

/**
 * Where a filtered listing reads: the most selective key the filter names (target, then
 * administrator, then action, else the whole trail); the other filters are applied to what it reads.
 */
function auditSource(filter: AuditFilter) {
  if (filter.targetId !== undefined) {
    const partition = byTarget.partition(filter.targetId);
    return {
      query: { IndexName: byTarget.indexName, KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)' },
      partition,
      startOf: (sk: string) => ({ pk: AUDIT_PARTITION, sk, gsi2pk: partition, gsi2sk: sk }),
      rest: { actorId: filter.actorId, action: filter.action },
    };
  }
  if (filter.actorId !== undefined) {
    const partition = byActor.partition(filter.actorId);
    return {
      query: { IndexName: byActor.indexName, KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' },
      partition,
      startOf: (sk: string) => ({ pk: AUDIT_PARTITION, sk, gsi1pk: partition, gsi1sk: sk }),
      rest: { action: filter.action },
    };
  }
  const partition = filter.action === undefined ? AUDIT_PARTITION : actionPartition(filter.action);
  return {
    query: { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)' },
    partition,
    startOf: (sk: string) => ({ pk: partition, sk }),
    rest: {},
  };
}

/**
 * A page of audit events, newest first, for one administrator (their cursor is theirs alone),
 * optionally only those of one administrator, action or target: each read from its own key.
 */
export async function auditEventsNewestFirst(
  callerId: string,
  query: AuditFilter & { cursor?: string; limit: number },
): Promise<{ items: AuditEvent[]; nextCursor: string | null }> {
  const filter: AuditFilter = { actorId: query.actorId, action: query.action, targetId: query.targetId };
  const scope: CursorScope = { listing: 'audit', callerId, query: { ...filter } };
  const start = query.cursor ? await openCursor(query.cursor, scope, { sk: EVENT_SORT_KEY }) : undefined;
  const source = auditSource(filter);
  const rest = Object.entries(source.rest).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const page = await readListingPage({
    query: {
      ...source.query,
      ...(rest.length > 0
        ? {
            FilterExpression: rest.map(([name]) => `#${name} = :${name}`).join(' AND '),
            ExpressionAttributeNames: Object.fromEntries(rest.map(([name]) => [`#${name}`, name])),
          }
        : {}),
      ExpressionAttributeValues: {
        ':pk': source.partition,
        ':prefix': SORT_PREFIX,
        ...Object.fromEntries(rest.map(([name, value]) => [`:${name}`, value])),
      },
      ScanIndexForward: false,
    },
    start: start && source.startOf(start.sk),
    limit: query.limit,
    filtered: rest.length > 0,
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
