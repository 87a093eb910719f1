import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CustomerRef } from '@sandbank/shared/schemas/common';
import { normaliseSearchText } from '@sandbank/shared/schemas/search';
import { Wire, WIRE_CODE_ATTEMPTS, type WireStatus } from '@sandbank/shared/schemas/wire';
import type { TransitionTarget } from '@sandbank/shared/transitions';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/clients/dynamodb';
import type { CursorScope } from '../cursor';
import * as kinds from '../item-kinds';
import { indexKeys, primaryKeys, type ItemKey } from '../keys';
import { queryPage } from '../listing-page';
import { ownItemsNewestFirst } from '../own-items';
import { type ItemOf, itemsAtIndexKey, itemSchema, readItem, tableName, writeIf } from '../table';
import type { TransactItem } from '../transact';
import { statusChange, statusIs } from '../transitions';

/*
 * While a request waits for its code it sits under awaitingByExpiry instead of byStatus, so the expiry job reads
 * nothing else. Meanwhile the item holds the code's MAC (never the code) and the wrong tries, removed when it
 * leaves that state.
 */

const keys = primaryKeys(kinds.partitions.user, kinds.wire.sort);
const byWireId = indexKeys(kinds.wire.indexes.byWireId);
const allWires = indexKeys(kinds.wire.indexes.allWires);
const byStatus = indexKeys(kinds.wire.indexes.byStatus);
const awaitingByExpiry = indexKeys(kinds.wire.indexes.awaitingByExpiry);

const WIRE_SORT_KEY = /^WIRE#[0-9A-HJKMNP-TV-Z]{26}$/;
const OWNER_PARTITION = /^USER#[0-9a-f-]{36}$/;

export const wireKey = (userId: string, wireId: string): ItemKey => keys.key({ userId, wireId });

/** Its expiry time, so the expiry job reads the lapsed ones first. */
export const awaitingSortKey = (codeExpiresAt: string, wireId: string) => awaitingByExpiry.sort({ codeExpiresAt, wireId });

const WireItem = itemSchema(() =>
  z.object({
    ...Wire.shape,
    userId: z.string(),
    customer: CustomerRef,
    /** Never shown to the customer. */
    decidedBy: z.nullable(z.string()),
    codeExpiresAt: z._default(z.nullable(z.string()), null),
    transactionId: z._default(z.nullable(z.string()), null),
    feeTransactionId: z._default(z.nullable(z.string()), null),
    attemptsLeft: z._default(z.nullable(z.int()), null),
    resendAvailableAt: z._default(z.nullable(z.string()), null),
    codeMac: z.optional(z.string()),
    codeSentAt: z.optional(z.string()),
    codeAttempts: z.optional(z.int()),
  }),
);
export type WireRecord = ItemOf<typeof WireItem>;

const read = (item: Record<string, unknown>) => readItem(WireItem, 'wire', item);

export interface StoredCode {
  mac: string;
  sentAt: string;
  expiresAt: string;
}

export function putNewWire(wire: WireRecord, code: StoredCode): TransactItem {
  const { codeMac: _mac, codeSentAt: _sent, codeAttempts: _attempts, attemptsLeft: _left, resendAvailableAt: _resend, ...stored } = wire;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...wireKey(wire.userId, wire.id),
        entity: 'wire',
        ...stored,
        codeMac: code.mac,
        codeSentAt: code.sentAt,
        codeExpiresAt: code.expiresAt,
        codeAttempts: 0,
        searchText: normaliseSearchText(wire.recipientName, wire.recipientBank, wire.customer.email, wire.customer.firstName, wire.customer.lastName),
        ...byWireId.entry({ wireId: wire.id }),
        ...awaitingByExpiry.entry({ codeExpiresAt: code.expiresAt, wireId: wire.id }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Another customer's id is simply not in this partition. */
export async function wireOfUser(userId: string, wireId: string): Promise<WireRecord | null> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: wireKey(userId, wireId), ConsistentRead: true }));
  return Item ? read(Item) : null;
}

/** The index gives the owner, the table a consistent read. */
export async function wireById(wireId: string): Promise<WireRecord | null> {
  const [indexed] = await itemsAtIndexKey(byWireId, byWireId.partition({ wireId }), byWireId.sort());
  return indexed ? wireOfUser(read(indexed).userId, wireId) : null;
}

export async function wiresOfUser(userId: string, page: { cursor?: string; limit: number }): Promise<{ items: WireRecord[]; nextCursor: string | null }> {
  const found = await ownItemsNewestFirst(userId, { listing: 'wires', sortPrefix: keys.sortPrefix(), sortPattern: WIRE_SORT_KEY }, page);
  return { items: found.items.map(read), nextCursor: found.nextCursor };
}

/** A search examines at most the listing budget per call, so it may answer a short page with a cursor. */
export async function wiresPage(
  callerId: string,
  query: { status?: Exclude<WireStatus, 'awaiting_confirmation'>; q?: string; cursor?: string; limit: number },
): Promise<{ items: WireRecord[]; nextCursor: string | null }> {
  const search = query.q ? normaliseSearchText(query.q) : '';
  const scope: CursorScope = { listing: 'adminWires', callerId, query: { status: query.status, q: search || undefined } };
  const index = query.status ? byStatus : allWires;
  const partition = query.status ? byStatus.partition({ status: query.status }) : allWires.partition();
  const found = await queryPage({
    scope,
    cursor: query.cursor,
    query: {
      IndexName: index.indexName,
      KeyConditionExpression: '#partition = :partition',
      ...(search ? { FilterExpression: 'contains(searchText, :q)' } : {}),
      ExpressionAttributeNames: { '#partition': index.partitionKey },
      ExpressionAttributeValues: { ':partition': partition, ...(search ? { ':q': search } : {}) },
      ScanIndexForward: false,
    },
    limit: query.limit,
    position: { owner: OWNER_PARTITION, sk: WIRE_SORT_KEY },
    // Both indexes sort a wire by its own sort key.
    startAt: (at) => ({ pk: at.owner, sk: at.sk, [index.partitionKey]: partition, [index.sortKey]: at.sk }),
    positionOf: (item) => ({ owner: String(item.pk), sk: String(item.sk) }),
  });
  return { items: found.items.map(read), nextCursor: found.nextCursor };
}

export async function lapsedRequests(now: Date, limit: number): Promise<WireRecord[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: awaitingByExpiry.indexName,
      KeyConditionExpression: '#partition = :awaiting AND #sort < :now',
      ExpressionAttributeNames: { '#partition': awaitingByExpiry.partitionKey, '#sort': awaitingByExpiry.sortKey },
      ExpressionAttributeValues: { ':awaiting': awaitingByExpiry.partition(), ':now': awaitingByExpiry.sortPrefix({ codeExpiresAt: now.toISOString() }) },
      Limit: limit,
    }),
  );
  // The index holds the whole request, so its expiry's event needs no other read.
  return Items.map(read);
}

const CODE_FIELDS = 'codeMac, codeSentAt, codeExpiresAt, codeAttempts';

/** Takes a slot with a conditional update before the code is compared, so parallel tries can never exceed WIRE_CODE_ATTEMPTS. */
export function takeCodeAttempt(wire: WireRecord, now: Date): Promise<boolean> {
  const awaiting = statusIs('wire', 'awaiting_confirmation');
  return writeIf({
    Update: {
      TableName: tableName(),
      Key: wireKey(wire.userId, wire.id),
      UpdateExpression: 'ADD codeAttempts :one',
      ConditionExpression: `${awaiting.condition} AND codeMac = :mac AND codeAttempts < :max AND codeExpiresAt > :now`,
      ExpressionAttributeNames: awaiting.names,
      ExpressionAttributeValues: { ':one': 1, ...awaiting.values, ':mac': wire.codeMac, ':max': WIRE_CODE_ATTEMPTS, ':now': now.toISOString() },
    },
  });
}

/** Only for a request still waiting, and not too soon. */
export function replaceCode(wire: WireRecord, code: StoredCode, sentBefore: string): Promise<boolean> {
  const lapsesAt = awaitingByExpiry.assign({ sort: { codeExpiresAt: code.expiresAt, wireId: wire.id } });
  const awaiting = statusIs('wire', 'awaiting_confirmation');
  return writeIf({
    Update: {
      TableName: tableName(),
      Key: wireKey(wire.userId, wire.id),
      UpdateExpression: `SET codeMac = :mac, codeSentAt = :sent, codeExpiresAt = :expires, codeAttempts = :zero, ${lapsesAt.clauses}`,
      ConditionExpression: `${awaiting.condition} AND codeSentAt = :previous AND codeSentAt <= :sentBefore AND codeExpiresAt > :sent`,
      ExpressionAttributeNames: awaiting.names,
      ExpressionAttributeValues: {
        ':mac': code.mac,
        ':sent': code.sentAt,
        ':expires': code.expiresAt,
        ':zero': 0,
        ...lapsesAt.values,
        ...awaiting.values,
        ':previous': wire.codeSentAt,
        ':sentBefore': sentBefore,
      },
    },
  });
}

/** Only while it waits for this very code, before it lapses and within its tries. */
export function confirmWireItem(wire: WireRecord, hold: { confirmedAt: string; transactionId: string; feeTransactionId: string | null }): TransactItem {
  const move = statusChange('wire', 'confirm');
  const listed = allWires.assign({ partition: {}, sort: { wireId: wire.id } });
  const pending = byStatus.assign({ partition: { status: move.to }, sort: { wireId: wire.id } });
  return {
    Update: {
      TableName: tableName(),
      Key: wireKey(wire.userId, wire.id),
      UpdateExpression:
        `SET ${move.set}, confirmedAt = :at, transactionId = :tx, feeTransactionId = :fee, ${listed.clauses}, ${pending.clauses} ` +
        `REMOVE ${CODE_FIELDS}`,
      ConditionExpression: `${move.condition} AND codeMac = :mac AND codeExpiresAt > :at AND codeAttempts <= :max`,
      ExpressionAttributeNames: move.names,
      ExpressionAttributeValues: {
        ...move.values,
        ':at': hold.confirmedAt,
        ':tx': hold.transactionId,
        ':fee': hold.feeTransactionId,
        ...listed.values,
        ...pending.values,
        ':mac': wire.codeMac,
        ':max': WIRE_CODE_ATTEMPTS,
      },
    },
  };
}

/** Only if it is still pending: one decision, ever. */
export function decideWireItem(
  wire: WireRecord,
  decision: { status: TransitionTarget<'wire', 'approve' | 'reject'>; decidedAt: string; decidedBy: string; adminNotes: string | null },
): TransactItem {
  const move = statusChange('wire', decision.status === 'approved' ? 'approve' : 'reject');
  const decided = byStatus.assign({ partition: { status: move.to } });
  return {
    Update: {
      TableName: tableName(),
      Key: wireKey(wire.userId, wire.id),
      UpdateExpression: `SET ${move.set}, decidedAt = :at, decidedBy = :by, adminNotes = :notes, ${decided.clauses}`,
      ConditionExpression: move.condition,
      ExpressionAttributeNames: move.names,
      ExpressionAttributeValues: {
        ...move.values,
        ':at': decision.decidedAt,
        ':by': decision.decidedBy,
        ':notes': decision.adminNotes,
        ...decided.values,
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** Only if it still waits and its code has indeed lapsed. */
export function expireWireItem(wire: { userId: string; id: string }, now: Date): TransactItem {
  const move = statusChange('wire', 'expire');
  const expired = byStatus.assign({ partition: { status: move.to }, sort: { wireId: wire.id } });
  return {
    Update: {
      TableName: tableName(),
      Key: wireKey(wire.userId, wire.id),
      UpdateExpression: `SET ${move.set}, ${expired.clauses} REMOVE ${CODE_FIELDS}`,
      ConditionExpression: `${move.condition} AND codeExpiresAt <= :now`,
      ExpressionAttributeNames: move.names,
      ExpressionAttributeValues: {
        ...move.values,
        ...expired.values,
        ':now': now.toISOString(),
      },
    },
  };
}
