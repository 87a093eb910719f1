import type { AuditVerification } from '@sandbank/shared/operations/admin/audit';
import type { AuditEvent } from '@sandbank/shared/schemas/audit';
import { auditChainInOrder, auditEventsNewestFirst, putAuditEvent } from '../../data/entities/audit-event';
import { advanceAuditHead, auditHead, GENESIS_HASH } from '../../data/entities/audit-head';
import type { TransactItem } from '../../data/transact';
import { newId } from '../../lib/ids';
import { sha256Hex, stableJson } from '../../lib/stable-json';

export interface AuditedAction {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Each event's hash covers its content and the previous event's hash: editing any event breaks every later link. */
export function hashAuditEvent(event: Omit<AuditEvent, 'hash'>): string {
  return sha256Hex(stableJson(event));
}

/**
 * The next audit event and the two writes that record it: advance the chain head (conditional
 * on the head this event was built on) and put the event. Both go into the transaction of the
 * action they describe; if another action got audited first, that transaction fails and the
 * caller starts over with a fresh head.
 */
export async function prepareAuditEvent(action: AuditedAction): Promise<{ event: AuditEvent; items: TransactItem[] }> {
  const head = await auditHead();
  const unsigned: Omit<AuditEvent, 'hash'> = {
    id: newId(),
    sequence: head.sequence + 1,
    ...action,
    at: new Date().toISOString(),
    previousHash: head.hash,
  };
  const event: AuditEvent = { ...unsigned, hash: hashAuditEvent(unsigned) };
  return { event, items: [advanceAuditHead(head, { sequence: event.sequence, hash: event.hash }), putAuditEvent(event)] };
}

/** Walks the whole chain from the first event and checks every link and the head. */
export async function verifyAuditChain(): Promise<AuditVerification> {
  const head = await auditHead();
  let previousHash = GENESIS_HASH;
  let expectedSequence = 1;
  let eventsChecked = 0;
  const broken = (sequence: number, reason: string): AuditVerification => ({
    valid: false,
    eventsChecked,
    headSequence: head.sequence,
    brokenAt: sequence,
    reason,
  });
  for await (const event of auditChainInOrder()) {
    const { hash, ...unsigned } = event;
    if (event.sequence !== expectedSequence) return broken(event.sequence, `Expected event ${expectedSequence}`);
    if (event.previousHash !== previousHash) return broken(event.sequence, 'The link to the previous event does not match');
    if (hashAuditEvent(unsigned) !== hash) return broken(event.sequence, 'The event content does not match its hash');
    previousHash = hash;
    expectedSequence += 1;
    eventsChecked += 1;
  }
  if (eventsChecked !== head.sequence || previousHash !== head.hash) {
    return broken(eventsChecked + 1, 'The chain head does not match the last event');
  }
  return { valid: true, eventsChecked, headSequence: head.sequence, brokenAt: null, reason: null };
}

/** A page of the audit trail, newest first. */
export const listAuditEvents = (query: { cursor?: string; limit: number }) => auditEventsNewestFirst(query);
