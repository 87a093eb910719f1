import { unavailable } from '@sandbank/shared/errors';
import type { TransactItem } from '../../data/transact';
import { RecordRejected, writeIdempotently } from '../idempotency/idempotent-write';
import type { Idempotency } from '../idempotency/idempotency-scope';
import { awaitAuditTurn, MAX_AUDIT_ATTEMPTS } from './audit-chain';
import { prepareRecord, type RecordedAction } from './recorded-action';

/**
 * Writes one attempt's change with the writes that record it, last in the same transaction:
 * 'written', or 'readAgain' when a condition failed that a fresh read settles — the audit chain's
 * head moved (another action was audited first), or what the attempt read changed. A refusal
 * (a 404, a 409) is thrown.
 */
export type AuditedWriter = (recordItems: TransactItem[]) => Promise<'written' | 'readAgain'>;

/** One attempt of an audited change: how it writes, the action that records it, the answer. */
export interface AuditedChange<Result> {
  write: AuditedWriter;
  audit: RecordedAction;
  result: Result;
}

/**
 * A change audited in its own transaction — table items, a request's records under its
 * Idempotency-Key, a movement of money — then anchored (a change the sandbox makes is logged for
 * its customer instead, recorded-action.ts). `attempt` reads what it needs afresh each time (it
 * may answer at once instead, `{ answer }`, when nothing is to be written); when the writer says
 * to read again, it starts over after a pause, and the fresh read says what changed (a decided
 * request answers 409 then). Every audited action advances the one chain head, so this is the one
 * place where they take turns.
 */
export async function auditedChange<Result>(attempt: () => Promise<AuditedChange<Result> | { answer: Result }>): Promise<Result> {
  for (let round = 1; round <= MAX_AUDIT_ATTEMPTS; round += 1) {
    const change = await attempt();
    if ('answer' in change) return change.answer;
    const record = await prepareRecord(change.audit);
    if ((await change.write(record.items)) === 'written') {
      await record.committed();
      return change.result;
    }
    await awaitAuditTurn(round);
  }
  throw unavailable();
}

/**
 * The writer of table items, under the request's Idempotency-Key when it has one: the items, then
 * the record's. When one of the items' own conditions failed, `refused` says what that means to
 * the caller (by the item's index) — or undefined to read again; a failure past them is the chain
 * head's. A used key and a spent allowance are thrown as writeIdempotently tells them.
 */
export const writeRecords =
  (records: TransactItem[], options: { idempotency?: Idempotency; refused?: (failedIndex: number) => Error | undefined } = {}): AuditedWriter =>
  async (recordItems) => {
    try {
      await writeIdempotently([...records, ...recordItems], options.idempotency);
      return 'written';
    } catch (error) {
      if (!(error instanceof RecordRejected)) throw error;
      const own = error.recordIndex >= 0 && error.recordIndex < records.length;
      const answer = own ? options.refused?.(error.recordIndex) : undefined;
      if (answer) throw answer;
      return 'readAgain';
    }
  };

/** Audits an action that changed nothing in the table (it happened in the user pool): the event alone, then its anchor. */
export const recordAuditedAction = (action: RecordedAction): Promise<void> =>
  auditedChange(async () => ({ write: writeRecords([]), audit: action, result: undefined }));
