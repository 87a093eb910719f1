import { unavailable } from '@sandbank/shared/errors';
import { TransactionRejected, transactWrite, type TransactItem } from '../../data/transact';
import { awaitAuditTurn, MAX_AUDIT_ATTEMPTS } from './audit-chain';
import { prepareRecord, type RecordedAction } from './recorded-action';

/** One attempt of an audited change: the writes it makes and the event that records it. */
export interface AuditedChange<Result> {
  items: TransactItem[];
  audit: RecordedAction;
  result: Result;
  /**
   * What a failed condition of one of `items` (by index) means to the caller — a 404 or a 409 —
   * or undefined to read again and start over.
   */
  refused?: (failedIndex: number) => Error | undefined;
}

/**
 * A back-office change of table items, audited in its own transaction: the items, then the audit
 * event's writes (which advance the chain head under a condition; a change the sandbox makes is
 * logged for its customer instead, recorded-action.ts). `attempt` reads what it needs afresh each
 * time; when only the head moved (another action was audited first) it starts over, when one of
 * its own conditions failed `refused` says what to answer. Then the event is anchored.
 */
export async function auditedWrite<Result>(attempt: () => Promise<AuditedChange<Result>>): Promise<Result> {
  for (let round = 1; round <= MAX_AUDIT_ATTEMPTS; round += 1) {
    const change = await attempt();
    const record = await prepareRecord(change.audit);
    try {
      await transactWrite([...change.items, ...record.items]);
      await record.committed();
      return change.result;
    } catch (error) {
      if (!(error instanceof TransactionRejected)) throw error;
      // The change's own items come first: a failure past them is the audit head's.
      const failed = error.firstFailedIndex();
      const answer = failed >= 0 && failed < change.items.length ? change.refused?.(failed) : undefined;
      if (answer) throw answer;
      await awaitAuditTurn(round);
    }
  }
  throw unavailable();
}
