import { SANDBOX_ACTOR } from '@sandbank/shared/sandbox';
import { putSandboxLogEntry } from '../../data/entities/sandbox/sandbox-log';
import type { TransactItem } from '../../data/transact';
import { anchorAuditEvent, prepareAuditEvent, type AuditedAction } from './audit-chain';

/*
 * The sandbox's own decisions go in the customer's sandbox log, not the audit chain: they are made on an
 * anonymous caller's word, so they must neither take turns with every administrator nor fill the bank's trail.
 */

export interface RecordedAction extends AuditedAction {
  customerId: string;
}

export interface PreparedRecord {
  items: TransactItem[];
  committed(): Promise<void>;
}

export async function prepareRecord({ customerId, ...action }: RecordedAction): Promise<PreparedRecord> {
  if (action.actorId === SANDBOX_ACTOR) {
    const { actorId: _sandbox, ...logged } = action;
    return { items: [putSandboxLogEntry(customerId, logged)], committed: async () => {} };
  }
  const audit = await prepareAuditEvent(action);
  return { items: audit.items, committed: () => anchorAuditEvent(audit.event) };
}
