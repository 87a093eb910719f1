import { unavailable } from '@sandbank/shared/errors';
import type { TransactItem } from '../../data/transact';
import { RecordRejected, writeIdempotently } from '../idempotency/idempotent-write';
import type { Idempotency } from '../idempotency/idempotency-scope';
import { awaitAuditTurn, MAX_AUDIT_ATTEMPTS } from './audit-chain';
import { prepareRecord, type RecordedAction } from './recorded-action';

/** 'readAgain' when a condition failed that a fresh read settles (the audit head or what the attempt read moved); a 404 or 409 is thrown. */
export type AuditedWriter = (recordItems: TransactItem[]) => Promise<'written' | 'readAgain'>;

export interface AuditedChange<Result> {
  write: AuditedWriter;
  audit: RecordedAction;
  result: Result;
}

/**
 * Every audited action advances the one chain head, so this is the one place where they take turns: on
 * 'readAgain' it starts over after a pause, and the fresh read says what changed (a decided request answers 409
 * then).
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

/** `refused` maps a failed item's index to the caller's error, or undefined to read again; a failure past the items is the chain head's. */
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

/** The action happened in the user pool, so only the event is written. */
export const recordAuditedAction = (action: RecordedAction): Promise<void> =>
  auditedChange(async () => ({ write: writeRecords([]), audit: action, result: undefined }));
