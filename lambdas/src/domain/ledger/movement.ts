import { accountKey } from '../../data/entities/account';
import { countIntoMonths } from '../../data/entities/account-month';
import { countChange } from '../../data/entities/bank-counters';
import { putNewEntry, type TransactionRecord } from '../../data/entities/transaction';
import { tableName } from '../../data/table';
import { TransactionRejected, transactWrite, type TransactItem } from '../../data/transact';
import { idempotencyItems, idempotencyRefusal } from '../idempotency/idempotent-write';
import type { Idempotency } from '../idempotency/idempotency-scope';
import { entryPosted } from './entries';
import type { BankAccountId } from '@sandbank/shared/ledger';
import type { Island } from './islands';

/**
 * THE way money moves in Sandbank: postings, their records, the idempotency record, month and counter updates
 * and each entry's event in one TransactWriteItems, so either everything is written or nothing is, and balance
 * == completed + pending entries == the months' sum, and the counter shards' total == the sum of all balances,
 * hold after every movement. Double entry (docs/ledger.md):
 * each line from or to the bank names the bank account holding its other side (`contra`), kept in the counter
 * shards so none is a hot item, and a posting that would not balance is never written. On an island, money
 * entering or leaving has its other side on sandbox funding whatever the use case asked, so an island holds
 * exactly what sandbox funding gave it.
 */

export interface Posting {
  entry: TransactionRecord;
  island: Island | null;
  /** Not needed for a side of a transfer between customers. */
  contra?: BankAccountId;
  /** Admin actions pin the version they read, so the before/after they audit is exact. */
  expectedVersion?: number;
}

export interface Movement {
  postings: Posting[];
  records?: TransactItem[];
  /** The idempotency record and the call's count lead the movement's transaction. */
  idempotency?: Idempotency;
}

/** `other_island` is to the owner's counterparty as good as missing. */
export type RejectionReason = 'account_missing' | 'other_island' | 'insufficient_funds' | 'account_changed' | 'record_conflict';

export class MovementRejected extends Error {
  constructor(
    readonly reason: RejectionReason,
    readonly postingIndex: number,
  ) {
    super(`Movement rejected: ${reason}`);
    this.name = 'MovementRejected';
  }
}

/**
 * One update per account, since a transaction may touch an item only once (a wire's amount and fee are two
 * entries). Every condition a movement depends on is checked here: the owner, the island, no debit below zero,
 * and the pinned version.
 */
function accountUpdate(postings: readonly Posting[]): TransactItem {
  const first = postings[0]!;
  const amount = postings.reduce((sum, posting) => sum + posting.entry.amountCents, 0);
  const pendingAmount = postings.filter((posting) => posting.entry.status === 'pending').reduce((sum, posting) => sum + posting.entry.amountCents, 0);
  if (postings.some((posting) => posting.island !== first.island)) throw new Error('Postings on one account expect one island');
  const conditions = ['attribute_exists(pk)', first.island === null ? 'attribute_not_exists(#island)' : '#island = :island'];
  const values: Record<string, number | string> = { ':amount': amount, ':one': 1, ...(first.island === null ? {} : { ':island': first.island }) };
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
      ExpressionAttributeNames: { '#island': 'island' },
      ExpressionAttributeValues: values,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

export const balanceUpdate = (posting: Posting): TransactItem => accountUpdate([posting]);

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

function explain(rejection: TransactionRejected, movement: Movement, offset: number): Error {
  const accounts = byAccount(movement.postings);
  const refusal = idempotencyRefusal(rejection, movement.idempotency);
  if (refusal) return refusal;
  const failed = rejection.firstFailedIndex() - offset;
  if (failed < 0 || failed >= accounts.length) return new MovementRejected('record_conflict', -1);
  const { postings, firstIndex } = accounts[failed]!;
  const old = rejection.oldItems[failed + offset];
  if (!old) return new MovementRejected('account_missing', firstIndex);
  if ((old.island ?? null) !== postings[0]!.island) return new MovementRejected('other_island', firstIndex);
  if (postings[0]!.expectedVersion !== undefined && old.version !== postings[0]!.expectedVersion) {
    return new MovementRejected('account_changed', firstIndex);
  }
  return new MovementRejected('insufficient_funds', firstIndex);
}

/** A programming error, refused before anything is written. */
export class UnbalancedPosting extends Error {
  constructor(entry: TransactionRecord) {
    super(`Entry ${entry.id} (${entry.type}, ${entry.amountCents}) has no other side: name the bank account that holds it`);
    this.name = 'UnbalancedPosting';
  }
}

/**
 * Entries pairing up as a transfer hold each other's side; other island entries sit on sandbox funding; a
 * mainland entry with no other side is refused.
 */
export function balancedEntries(postings: readonly Pick<Posting, 'entry' | 'island' | 'contra'>[]): TransactionRecord[] {
  const sides = new Map<string, { cents: number; count: number }>();
  const sideOf = ({ entry, island }: Pick<Posting, 'entry' | 'island'>) => (entry.transferId === null ? null : `${island ?? ''}#${entry.transferId}`);
  for (const posting of postings) {
    const side = sideOf(posting);
    if (side === null) continue;
    const sum = sides.get(side) ?? { cents: 0, count: 0 };
    sides.set(side, { cents: sum.cents + posting.entry.amountCents, count: sum.count + 1 });
  }
  const paired = (posting: Pick<Posting, 'entry' | 'island'>) => {
    const side = sideOf(posting);
    const sum = side === null ? undefined : sides.get(side);
    return sum !== undefined && sum.count > 1 && sum.cents === 0;
  };
  return postings.map((posting) => {
    const { contra: _declared, island: _island, ...entry } = posting.entry;
    const onIsland = posting.island === null ? {} : { island: posting.island };
    if (paired(posting)) return { ...entry, ...onIsland };
    const contra = posting.island === null ? posting.contra : 'sandboxFunding';
    if (contra === undefined) throw new UnbalancedPosting(posting.entry);
    return { ...entry, ...onIsland, contra };
  });
}

export async function postMovement(movement: Movement): Promise<void> {
  const leading = idempotencyItems(movement.idempotency);
  const entries = balancedEntries(movement.postings);
  const items: TransactItem[] = [
    ...leading,
    ...byAccount(movement.postings).map((account) => accountUpdate(account.postings)),
    ...entries.map(putNewEntry),
    ...(movement.records ?? []),
    ...countIntoMonths(entries),
    ...(entries.length > 0 ? countChange({ entries }) : []),
    // Last, so the indexes above stay where explain() looks.
    ...entries.map(entryPosted),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionRejected) throw explain(error, movement, leading.length);
    throw error;
  }
}
