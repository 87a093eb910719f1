import { conflict, forbidden, notFound, unavailable } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import type { Direction } from '@sandbank/shared/schemas/amount';
import { accountById, accountsOfUser, type AccountRecord } from '../../data/entities/account';
import type { TransactionRecord } from '../../data/entities/transaction';
import type { TransactItem } from '../../data/transact';
import { anchorAuditEvent, awaitAuditTurn, MAX_AUDIT_ATTEMPTS, prepareAuditEvent, type AuditedAction } from '../audit/audit-chain';
import type { Caller } from '../caller';
import { MovementRejected, postMovement, type IdempotencyScope } from '../ledger/movement';


export const signedAmount = (direction: Direction, amountCents: number) => (direction === 'credit' ? amountCents : -amountCents);

export async function requireAccount(accountId: string): Promise<AccountRecord> {
  const account = await accountById(accountId);
  if (!account) throw notFound(apiMessages.accountNotFound);
  return account;
}

/** The account user-level admin actions work on: the customer's first checking account. */
export async function requireFirstCheckingAccount(userId: string): Promise<AccountRecord> {
  const checking = (await accountsOfUser(userId)).find((account) => account.type === 'checking');
  if (!checking) throw notFound(apiMessages.noCheckingAccount);
  return checking;
}

export interface AdminPosting<Result> {
  admin: Caller;
  action: AuditedAction['action'];
  /** Read fresh on every attempt: the posting pins the version it read. */
  loadAccount: () => Promise<AccountRecord>;
  buildEntry: (account: AccountRecord) => TransactionRecord;
  /** Records written with the entry (e.g. the Adjustment) and what the audit event adds. */
  extras?: (entry: TransactionRecord) => { records: TransactItem[]; audit: Record<string, unknown> };
  result: (entry: TransactionRecord, balanceCents: number) => Result;
  idempotency: IdempotencyScope;
}

/**
 * A back-office posting: one entry on one account, its records and its audit event (before and
 * after balances, exact because the posting is pinned to the version read) in one movement,
 * then the event's anchor. If the account or the audit chain moved meanwhile, it starts over with
 * fresh reads. An administrator never posts to an account of their own: moving money to oneself
 * needs a second person.
 */
export async function postAudited<Result>(posting: AdminPosting<Result>): Promise<Result> {
  for (let attempt = 1; attempt <= MAX_AUDIT_ATTEMPTS; attempt += 1) {
    const account = await posting.loadAccount();
    if (account.userId === posting.admin.userId) throw forbidden(apiMessages.ownAccountPosting);
    const entry = posting.buildEntry(account);
    const balanceAfter = account.balanceCents + entry.amountCents;
    if (balanceAfter < 0) throw conflict(apiMessages.cannotDeduct);
    const extras = posting.extras?.(entry) ?? { records: [], audit: {} };
    const audit = await prepareAuditEvent({
      actorId: posting.admin.userId,
      action: posting.action,
      targetType: 'account',
      targetId: account.id,
      before: { balanceCents: account.balanceCents },
      after: { balanceCents: balanceAfter, transactionId: entry.id, amountCents: entry.amountCents, ...extras.audit },
    });
    const result = posting.result(entry, balanceAfter);
    try {
      await postMovement({
        postings: [{ entry, expectedVersion: account.version }],
        records: [...extras.records, ...audit.items],
        idempotency: { scope: posting.idempotency, response: result },
      });
      await anchorAuditEvent(audit.event);
      return result;
    } catch (error) {
      if (!(error instanceof MovementRejected)) throw error;
      if (error.reason === 'account_missing') throw notFound(apiMessages.accountNotFound);
      if (error.reason === 'insufficient_funds') throw conflict(apiMessages.cannotDeduct);
      // account_changed or record_conflict: somebody else went first; read again after a pause.
      await awaitAuditTurn(attempt);
    }
  }
  throw unavailable();
}
