import { SANDBOX_ACTOR } from '@sandbank/shared/sandbox';
import { putSandboxLogEntry } from '../../data/entities/sandbox/sandbox-log';
import type { TransactItem } from '../../data/transact';
import { anchorAuditEvent, prepareAuditEvent, type AuditedAction } from './audit-chain';

/*
 * Where an action is recorded. The back office's actions go on the audit chain. The sandbox's own
 * decisions (simulated, for a magic value, a reset's) go in the customer's sandbox log instead
 * (data/entities/sandbox/sandbox-log.ts): they are made on an anonymous caller's word,
 * so they must neither take turns on the chain with every administrator nor fill the bank's trail.
 */

/** An action and the customer it concerns (whose sandbox log records it when the sandbox acted). */
export interface RecordedAction extends AuditedAction {
  customerId: string;
}

/** The writes that record an action in its change's transaction, and what to do once it committed. */
export interface PreparedRecord {
  items: TransactItem[];
  /** Anchors an audit event outside the table; a sandbox log entry needs nothing more. */
  committed(): Promise<void>;
}

/** The record of an action: an audit event built on the chain's head, or an entry of the customer's sandbox log. */
export async function prepareRecord({ customerId, ...action }: RecordedAction): Promise<PreparedRecord> {
  if (action.actorId === SANDBOX_ACTOR) {
    const { actorId: _sandbox, ...logged } = action;
    return { items: [putSandboxLogEntry(customerId, logged)], committed: async () => {} };
  }
  const audit = await prepareAuditEvent(action);
  return { items: audit.items, committed: () => anchorAuditEvent(audit.event) };
}
