import { accountKey } from '../../data/entities/account';
import { countIntoMonths } from '../../data/entities/account-month';
import { countChange } from '../../data/entities/bank-counters';
import { putNewEntry, type TransactionRecord } from '../../data/entities/transaction';
import { tableName } from '../../data/table';
import { TransactionRejected, transactWrite, type TransactItem } from '../../data/transact';
import { entryPosted } from './entries';

/**
 * THE way money moves in Sandbank. A movement is a set of postings — each changes one account's
 * balance by the amount of the ledger entry it writes — plus the records that must be written
 * with it (adjustments, audit events) and the idempotency record, and the entries are counted
 * into their accounts' months (what statements read) and into one shard of the bank's counters
 * (total balance, entries by direction, activity per day: what the back office shows), and each
 * entry has its `entry.posted` event in its owner's partition (a transfer between two customers
 * tells each of them). All of it is one TransactWriteItems, so either everything is written or
 * nothing is (a refused movement tells nobody anything), and the ledger invariant (balance ==
 * sum of completed and pending entries == sum of the account's months) holds after every
 * movement, as does "sum of the counter shards == sum of all balances".
 */

/**
 * What makes a movement happen at most once: the idempotency record, written as the first item
 * of the movement's own transaction (the HTTP layer's idempotency plumbing provides it). With it,
 * when the operation counts against the caller's limits, the count of this call: written in the
 * same transaction, so an accepted call is counted exactly once and a refused one not here.
 */
export interface IdempotencyScope {
  remember(response: unknown): TransactItem;
  /** The count of this call against the caller's allowance; its condition fails once the allowance is spent. */
  allowance?: TransactItem;
}

/** The idempotency record's condition failed: another request with the same key moved first. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency key taken by a concurrent request');
    this.name = 'IdempotencyKeyTaken';
  }
}

/** The caller's allowance for this kind of call is spent for now; nothing was written. */
export class AllowanceSpent extends Error {
  constructor() {
    super("The caller's allowance is spent");
    this.name = 'AllowanceSpent';
  }
}

export interface Posting {
  entry: TransactionRecord;
  /** Admin actions pin the version they read, so the before/after they audit is exact. */
  expectedVersion?: number;
}

export interface Movement {
  postings: Posting[];
  records?: TransactItem[];
  idempotency?: { scope: IdempotencyScope; response: unknown };
}

export type RejectionReason = 'account_missing' | 'insufficient_funds' | 'account_changed' | 'record_conflict';

/** A movement refused by one of its conditions; nothing was written. */
export class MovementRejected extends Error {
  constructor(
    readonly reason: RejectionReason,
    /** Index of the posting that failed, for posting reasons. */
    readonly postingIndex: number,
  ) {
    super(`Movement rejected: ${reason}`);
    this.name = 'MovementRejected';
  }
}

/**
 * The balance update of one account, for the postings on it (usually one; a wire's amount and fee
 * are two entries on the same account, and a transaction may touch an item only once). What is
 * checked, in one place:
 * - the account exists under the entries' owner (a wrong owner is a missing account);
 * - a debit never takes the balance below zero;
 * - when pinned, nobody changed the account since it was read.
 * Pending entries also move `pendingCents`, so holds stay visible.
 */
function accountUpdate(postings: readonly Posting[]): TransactItem {
  const first = postings[0]!;
  const amount = postings.reduce((sum, posting) => sum + posting.entry.amountCents, 0);
  const pendingAmount = postings.filter((posting) => posting.entry.status === 'pending').reduce((sum, posting) => sum + posting.entry.amountCents, 0);
  const conditions = ['attribute_exists(pk)'];
  const values: Record<string, number> = { ':amount': amount, ':one': 1 };
  if (amount < 0) {
    conditions.push('balanceCents >= :debit');
    values[':debit'] = -amount;
  }
  if (first.expectedVersion !== undefined) {
    conditions.push('version = :expectedVersion');
    values[':expectedVersion'] = first.expectedVersion;
  }
  let pending = '';
  if (pendingAmount !== 0 && pendingAmount === amount) pending = ', pendingCents = pendingCents + :amount';
  else if (pendingAmount !== 0) {
    pending = ', pendingCents = pendingCents + :pending';
    values[':pending'] = pendingAmount;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: accountKey(first.entry.userId, first.entry.accountId),
      UpdateExpression: `SET balanceCents = balanceCents + :amount, version = version + :one${pending}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeValues: values,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** The balance update of one posting (see accountUpdate). */
export const balanceUpdate = (posting: Posting): TransactItem => accountUpdate([posting]);

/** The postings grouped by account, in the order each account first appears, with the index of its first posting. */
function byAccount(postings: readonly Posting[]): { postings: Posting[]; firstIndex: number }[] {
  const groups = new Map<string, { postings: Posting[]; firstIndex: number }>();
  postings.forEach((posting, index) => {
    const id = `${posting.entry.userId}#${posting.entry.accountId}`;
    const group = groups.get(id) ?? { postings: [], firstIndex: index };
    group.postings.push(posting);
    groups.set(id, group);
  });
  return [...groups.values()];
}

/** The items that come before the postings: the idempotency record, then the call's count. */
const leadingItems = (movement: Movement): TransactItem[] => {
  if (!movement.idempotency) return [];
  const { scope, response } = movement.idempotency;
  return [scope.remember(response), ...(scope.allowance ? [scope.allowance] : [])];
};

function explain(rejection: TransactionRejected, movement: Movement, offset: number): Error {
  const accounts = byAccount(movement.postings);
  // A used key first: a replay is answered from its record, whatever else failed.
  if (movement.idempotency && rejection.failedCondition(0)) return new IdempotencyKeyTaken();
  // Then a spent allowance: the answer is 429 whatever the postings would have said.
  if (movement.idempotency?.scope.allowance && rejection.failedCondition(1)) return new AllowanceSpent();
  const failed = rejection.firstFailedIndex() - offset;
  if (failed < 0 || failed >= accounts.length) return new MovementRejected('record_conflict', -1);
  const { postings, firstIndex } = accounts[failed]!;
  const old = rejection.oldItems[failed + offset];
  if (!old) return new MovementRejected('account_missing', firstIndex);
  if (postings[0]!.expectedVersion !== undefined && old.version !== postings[0]!.expectedVersion) {
    return new MovementRejected('account_changed', firstIndex);
  }
  return new MovementRejected('insufficient_funds', firstIndex);
}

export async function postMovement(movement: Movement): Promise<void> {
  const leading = leadingItems(movement);
  const items: TransactItem[] = [
    ...leading,
    ...byAccount(movement.postings).map((account) => accountUpdate(account.postings)),
    ...movement.postings.map((posting) => putNewEntry(posting.entry)),
    ...(movement.records ?? []),
    ...countIntoMonths(movement.postings.map((posting) => posting.entry)),
    // Without postings nothing moves (a request filed, a rejection): there is nothing to count.
    ...(movement.postings.length > 0 ? countChange({ entries: movement.postings.map((posting) => posting.entry) }) : []),
    // Last, so the indexes above (the accounts' updates, the caller's records) stay where explain() looks.
    ...movement.postings.map((posting) => entryPosted(posting.entry)),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionRejected) throw explain(error, movement, leading.length);
    throw error;
  }
}

/**
 * Records that are written with the idempotency record (and the call's count) but post no new
 * entry — a wire request, a decision on a held wire — in one transaction. A used key and a spent
 * allowance are told as for a movement; any other failed condition is RecordRejected, naming the
 * record (its index in `records`) and the item as it was.
 */
export async function writeIdempotently(records: TransactItem[], idempotency?: Movement['idempotency']): Promise<void> {
  const leading = leadingItems({ postings: [], ...(idempotency ? { idempotency } : {}) });
  try {
    await transactWrite([...leading, ...records]);
  } catch (error) {
    if (!(error instanceof TransactionRejected)) throw error;
    if (idempotency && error.failedCondition(0)) throw new IdempotencyKeyTaken();
    if (idempotency?.scope.allowance && error.failedCondition(1)) throw new AllowanceSpent();
    const failed = error.firstFailedIndex();
    throw new RecordRejected(failed - leading.length, error.oldItems[failed] ?? null);
  }
}

/** One of the records of writeIdempotently failed its condition; nothing was written. */
export class RecordRejected extends Error {
  constructor(
    readonly recordIndex: number,
    readonly oldItem: Record<string, unknown> | null,
  ) {
    super(`Record ${recordIndex} rejected`);
    this.name = 'RecordRejected';
  }
}
