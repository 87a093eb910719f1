import { createHash } from 'node:crypto';
import type { AuditVerification } from '@sandbank/shared/operations/admin/audit';
import type { AuditActionName } from '@sandbank/shared/operations/admin/audit-actions';
import type { AuditEvent } from '@sandbank/shared/schemas/audit';
import { newestAuditAnchor, putAuditAnchor, type AuditAnchor } from '../../data/audit-anchor';
import { auditSeal, auditSealHolds } from '../../data/audit-key';
import {
  auditChainInOrder,
  auditEventsAfter,
  auditEventsNewestFirst,
  putAuditActionEntry,
  putAuditEvent,
  type AuditFilter,
} from '../../data/entities/audit-event';
import { advanceAuditHead, auditHead, GENESIS_HASH } from '../../data/entities/audit-head';
import type { TransactItem } from '../../data/transact';
import { newId } from '../../lib/ids';
import { logger } from '../../lib/logger';
import { stableJson } from '../../lib/stable-json';
import type { Caller } from '../caller';

/*
 * Each event's seal is the audit key's HMAC (in KMS, never in the table) over the event's canonical JSON
 * including the previous seal, so whoever can write the table can neither seal a changed event nor re-seal the
 * chain. The head is anchored outside the table after each event, so removing the newest events is noticed too.
 */

export interface AuditedAction {
  actorId: string;
  action: AuditActionName;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

type UnsealedEvent = Omit<AuditEvent, 'hash'>;

export const auditDigest = (event: UnsealedEvent): Buffer => createHash('sha256').update(stableJson(event)).digest();

/**
 * The head's advance is conditional on the head this event was built on: if another action got audited first,
 * the transaction fails and the caller starts over with a fresh head.
 */
export async function prepareAuditEvent(action: AuditedAction): Promise<{ event: AuditEvent; items: TransactItem[] }> {
  const head = await auditHead();
  const unsealed: UnsealedEvent = {
    id: newId(),
    sequence: head.sequence + 1,
    ...action,
    at: new Date().toISOString(),
    previousHash: head.hash,
  };
  const event: AuditEvent = { ...unsealed, hash: await auditSeal(auditDigest(unsealed)) };
  return {
    event,
    items: [advanceAuditHead(head, { sequence: event.sequence, hash: event.hash }), putAuditEvent(event), putAuditActionEntry(event)],
  };
}

/** Every audited action advances the one head, so concurrent administrators take turns. */
export const MAX_AUDIT_ATTEMPTS = 10;
export const awaitAuditTurn = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(500, 15 * 2 ** attempt)));

/** The event is already recorded, so a failed anchor write fails nothing: the next event's anchor covers this one. */
export async function anchorAuditEvent(event: AuditAnchor): Promise<void> {
  try {
    await putAuditAnchor({ sequence: event.sequence, hash: event.hash });
  } catch (error) {
    logger.warn('The audit event could not be anchored; the next event or verification will', { sequence: event.sequence, error });
  }
}

interface Break {
  sequence: number;
  reason: string;
}

const SEALS_IN_FLIGHT = 16;

class ChainWalk {
  previousHash = GENESIS_HASH;
  lastSequence = 0;
  hashAtAnchor: string | null = null;
  private pending: AuditEvent[] = [];

  constructor(private readonly anchor: AuditAnchor | null) {}

  async add(event: AuditEvent): Promise<Break | null> {
    const broken =
      event.sequence !== this.lastSequence + 1
        ? { sequence: event.sequence, reason: `Expected event ${this.lastSequence + 1}` }
        : event.previousHash !== this.previousHash
          ? { sequence: event.sequence, reason: 'The link to the previous event does not match' }
          : null;
    // An event before this one may not match its seal: that break comes first.
    if (broken) return (await this.flush()) ?? broken;
    this.previousHash = event.hash;
    this.lastSequence = event.sequence;
    if (event.sequence === this.anchor?.sequence) this.hashAtAnchor = event.hash;
    this.pending.push(event);
    return this.pending.length >= SEALS_IN_FLIGHT ? this.flush() : null;
  }

  /** The earliest bad seal is the break. */
  async flush(): Promise<Break | null> {
    const batch = this.pending;
    this.pending = [];
    const holds = await Promise.all(batch.map(({ hash, ...unsealed }) => auditSealHolds(auditDigest(unsealed), hash)));
    const broken = batch.find((_, index) => !holds[index]);
    return broken ? { sequence: broken.sequence, reason: 'The event does not match its seal' } : null;
  }
}

/**
 * Postings landing during the walk never make it report a break: the anchor is read first, the head after the
 * walk, and events up to that head are read. A valid chain ahead of its newest anchor gets the head anchored,
 * catching up on a failed anchor write.
 */
export async function verifyAuditChain(): Promise<AuditVerification> {
  const anchor = await newestAuditAnchor();
  const walk = new ChainWalk(anchor);
  const result = (headSequence: number, broken: Break | null): AuditVerification => ({
    valid: broken === null,
    eventsChecked: broken ? broken.sequence - 1 : walk.lastSequence,
    headSequence,
    anchoredSequence: anchor?.sequence ?? null,
    brokenAt: broken?.sequence ?? null,
    reason: broken?.reason ?? null,
  });

  for await (const event of auditChainInOrder()) {
    const broken = await walk.add(event);
    if (broken) return result((await auditHead()).sequence, broken);
  }
  const head = await auditHead();
  if (head.sequence > walk.lastSequence) {
    for await (const event of auditEventsAfter(walk.lastSequence, head.sequence)) {
      const broken = await walk.add(event);
      if (broken) return result(head.sequence, broken);
    }
  }
  const brokenSeal = await walk.flush();
  if (brokenSeal) return result(head.sequence, brokenSeal);
  if (head.sequence !== walk.lastSequence || head.hash !== walk.previousHash) {
    const sequence = Math.min(head.sequence, walk.lastSequence) + 1;
    return result(head.sequence, { sequence, reason: 'The chain head does not match the last event' });
  }
  if (anchor && anchor.sequence > head.sequence) {
    return result(head.sequence, {
      sequence: head.sequence + 1,
      reason: `The chain ends at event ${head.sequence}, but event ${anchor.sequence} was anchored: events were removed`,
    });
  }
  if (anchor && walk.hashAtAnchor !== anchor.hash) {
    return result(head.sequence, { sequence: anchor.sequence, reason: 'The event differs from the one anchored' });
  }
  if (head.sequence > (anchor?.sequence ?? 0)) await anchorAuditEvent(head);
  return result(head.sequence, null);
}

export const listAuditEvents = (caller: Caller, query: AuditFilter & { cursor?: string; limit: number }) =>
  auditEventsNewestFirst(caller.userId, query);
