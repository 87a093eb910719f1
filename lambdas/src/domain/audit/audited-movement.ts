import { conflict, notFound, unavailable } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import { MovementRejected, postMovement, type IdempotencyScope, type Movement } from '../ledger/movement';
import { awaitAuditTurn, MAX_AUDIT_ATTEMPTS } from './audit-chain';
import { prepareRecord, type RecordedAction } from './recorded-action';

/** One attempt of an audited movement of money: what moves, the event that records it, the answer. */
export interface AuditedMovement<Result> {
  postings: Movement['postings'];
  /** The change's own records; the audit event's writes follow them. */
  records: Movement['records'];
  audit: RecordedAction;
  result: Result;
  /** The answer is kept under the caller's Idempotency-Key in the same transaction. */
  idempotency: IdempotencyScope;
}

/**
 * A back-office decision or posting that moves money, audited in the movement's own transaction,
 * then anchored. `attempt` reads what it needs afresh each time (it may answer at once instead,
 * `{ answer }`, when nothing is to move); when the account or the audit chain's head moved
 * meanwhile — another posting, another decision, another audited action — it starts over after a
 * pause, and the fresh read says what changed (a decided request answers 409 then). A missing
 * account answers 404; a debit the balance cannot bear, 409.
 */
export async function auditedMovement<Result>(attempt: () => Promise<AuditedMovement<Result> | { answer: Result }>): Promise<Result> {
  for (let round = 1; round <= MAX_AUDIT_ATTEMPTS; round += 1) {
    const change = await attempt();
    if ('answer' in change) return change.answer;
    const record = await prepareRecord(change.audit);
    try {
      await postMovement({
        postings: change.postings,
        records: [...(change.records ?? []), ...record.items],
        idempotency: { scope: change.idempotency, response: change.result },
      });
      await record.committed();
      return change.result;
    } catch (error) {
      if (!(error instanceof MovementRejected)) throw error;
      if (error.reason === 'account_missing') throw notFound(apiMessages.accountNotFound);
      if (error.reason === 'insufficient_funds') throw conflict(apiMessages.cannotDeduct);
      await awaitAuditTurn(round);
    }
  }
  throw unavailable();
}
