import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AuditEvent } from '@sandbank/shared/schemas/audit';
import { documentClient } from '../../lib/clients/dynamodb';
import { logger } from '../../lib/logger';
import type { CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys } from '../keys';
import { queryPage } from '../listing-page';
import { queryAll, readItem, tableName } from '../table';
import type { TransactItem } from '../transact';

/*
 * Audit events live in one partition ordered by sequence; an action entry per event indexes it by action.
 * Neither index keys nor entries are sealed: a listing always shows the sealed event item itself, so editing
 * anything but the event changes nothing an administrator sees, and editing the event breaks the chain.
 */

const keys = primaryKeys(kinds.partitions.audit, kinds.auditEvent.sort);
const entryKeys = primaryKeys(kinds.partitions.auditAction, kinds.auditActionEntry.sort);
export const AUDIT_PARTITION = keys.partition();
const byActor = indexKeys(kinds.auditEvent.indexes.byActor);
const byTarget = indexKeys(kinds.auditEvent.indexes.byTarget);
const actionPartition = (action: string) => entryKeys.partition({ action });
const SORT_PREFIX = keys.sortPrefix();
const sequenceText = (sequence: number) => String(sequence).padStart(12, '0');
const eventSort = (sequence: number) => keys.sort({ sequence: sequenceText(sequence) });
const EVENT_SORT_KEY = /^EVENT#\d{12}$/;

const read = (item: Record<string, unknown>) => readItem(AuditEvent, 'audit event', item);

export function putAuditEvent(event: AuditEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.key({ sequence: sequenceText(event.sequence) }),
        entity: 'auditEvent',
        ...event,
        ...byActor.entry({ actorId: event.actorId, sequence: sequenceText(event.sequence) }),
        ...byTarget.entry({ targetId: event.targetId, sequence: sequenceText(event.sequence) }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Only the key, as the listing reads nothing else of it; entries written before held a full copy, which is ignored. */
export function putAuditActionEntry(event: AuditEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...entryKeys.key({ action: event.action, sequence: sequenceText(event.sequence) }), entity: 'auditActionEntry', sequence: event.sequence },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The entry is unsealed, so it decides nothing: an entry whose event is missing or of another action is logged and left out, never shown. */
async function sealedEventsOfEntries(action: string, entries: Record<string, unknown>[]): Promise<AuditEvent[]> {
  const found = await Promise.all(
    entries.map(async (entry) => {
      const sk = String(entry.sk);
      if (!EVENT_SORT_KEY.test(sk)) return { sk, event: null };
      // Consistent: the entry was committed with its event, so the event is there to be read.
      const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: { pk: AUDIT_PARTITION, sk }, ConsistentRead: true }));
      return { sk, event: Item ? read(Item) : null };
    }),
  );
  const events: AuditEvent[] = [];
  for (const { sk, event } of found) {
    if (event?.action === action) events.push(event);
    else logger.warn('An audit action entry names no sealed event of its action; left out of the listing', { action, sk });
  }
  return events;
}

export interface AuditFilter {
  actorId?: string;
  action?: string;
  targetId?: string;
}

const sealedEventsRead = async (items: Record<string, unknown>[]): Promise<AuditEvent[]> => items.map(read);

const noNames: Record<string, string> = {};

/** Reads the most selective key the filter names (target, then administrator, then action); the other filters apply to what it reads. */
function auditSource(filter: AuditFilter) {
  if (filter.targetId !== undefined) {
    const partition = byTarget.partition({ targetId: filter.targetId });
    return {
      query: { IndexName: byTarget.indexName, KeyConditionExpression: '#partition = :pk AND begins_with(#sort, :prefix)' },
      names: { '#partition': byTarget.partitionKey, '#sort': byTarget.sortKey },
      partition,
      startOf: (sk: string) => ({ pk: AUDIT_PARTITION, sk, [byTarget.partitionKey]: partition, [byTarget.sortKey]: sk }),
      rest: { actorId: filter.actorId, action: filter.action },
      eventsOf: sealedEventsRead,
    };
  }
  if (filter.actorId !== undefined) {
    const partition = byActor.partition({ actorId: filter.actorId });
    return {
      query: { IndexName: byActor.indexName, KeyConditionExpression: '#partition = :pk AND begins_with(#sort, :prefix)' },
      names: { '#partition': byActor.partitionKey, '#sort': byActor.sortKey },
      partition,
      startOf: (sk: string) => ({ pk: AUDIT_PARTITION, sk, [byActor.partitionKey]: partition, [byActor.sortKey]: sk }),
      rest: { action: filter.action },
      eventsOf: sealedEventsRead,
    };
  }
  if (filter.action !== undefined) {
    const { action } = filter;
    const partition = actionPartition(action);
    return {
      // The entries' keys only: the events shown are the sealed ones they point to.
      query: { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ProjectionExpression: 'pk, sk' },
      names: noNames,
      partition,
      startOf: (sk: string) => ({ pk: partition, sk }),
      rest: {},
      eventsOf: (items: Record<string, unknown>[]) => sealedEventsOfEntries(action, items),
    };
  }
  return {
    query: { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)' },
    names: noNames,
    partition: AUDIT_PARTITION,
    startOf: (sk: string) => ({ pk: AUDIT_PARTITION, sk }),
    rest: {},
    eventsOf: sealedEventsRead,
  };
}

/** Each cursor belongs to the administrator it was given to. */
export async function auditEventsNewestFirst(
  callerId: string,
  query: AuditFilter & { cursor?: string; limit: number },
): Promise<{ items: AuditEvent[]; nextCursor: string | null }> {
  const filter: AuditFilter = { actorId: query.actorId, action: query.action, targetId: query.targetId };
  const scope: CursorScope = { listing: 'audit', callerId, query: { ...filter } };
  const source = auditSource(filter);
  const rest = Object.entries(source.rest).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const names = { ...source.names, ...Object.fromEntries(rest.map(([name]) => [`#${name}`, name])) };
  const page = await queryPage({
    scope,
    cursor: query.cursor,
    query: {
      ...source.query,
      ...(rest.length > 0 ? { FilterExpression: rest.map(([name]) => `#${name} = :${name}`).join(' AND ') } : {}),
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: {
        ':pk': source.partition,
        ':prefix': SORT_PREFIX,
        ...Object.fromEntries(rest.map(([name, value]) => [`:${name}`, value])),
      },
      ScanIndexForward: false,
    },
    limit: query.limit,
    position: { sk: EVENT_SORT_KEY },
    startAt: (at) => source.startOf(at.sk),
    positionOf: (item) => ({ sk: String(item.sk) }),
  });
  return { items: await source.eventsOf(page.items), nextCursor: page.nextCursor };
}

export async function* auditChainInOrder(): AsyncGenerator<AuditEvent> {
  const items = queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': AUDIT_PARTITION, ':prefix': SORT_PREFIX },
    ConsistentRead: true,
  });
  for await (const item of items) yield read(item);
}

export async function* auditEventsAfter(sequence: number, last: number): AsyncGenerator<AuditEvent> {
  const items = queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
    ExpressionAttributeValues: { ':pk': AUDIT_PARTITION, ':low': eventSort(sequence + 1), ':high': eventSort(last) },
    ConsistentRead: true,
  });
  for await (const item of items) yield read(item);
}
