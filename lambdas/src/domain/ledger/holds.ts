import { endHold } from '../../data/entities/account';
import { countIntoMonths } from '../../data/entities/account-month';
import { countChange } from '../../data/entities/bank-counters';
import { settleEntry, type TransactionRecord } from '../../data/entities/transaction';
import type { TransactItem } from '../../data/transact';
import { entrySettled } from './entries';

export type HeldEntry = TransactionRecord;

/**
 * A hold is two-phase: pending entries count in the balance at once, then the hold is posted or voided exactly
 * once. Voiding gives the amount back to the balance and takes it out of the bank accounts, months and counters,
 * so every ledger invariant still holds. Each entry's change is conditional on it being pending and its bank
 * side the one read, so a second decision's transaction fails as a whole.
 */
export function endHoldWrites(entries: readonly HeldEntry[], outcome: 'completed' | 'failed'): TransactItem[] {
  const [first] = entries;
  if (!first || entries.some((entry) => entry.userId !== first.userId || entry.accountId !== first.accountId)) {
    throw new Error('A hold is one or more entries of one account');
  }
  const heldCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  const refund = outcome === 'failed';
  return [
    ...entries.map((entry) => settleEntry(entry, outcome)),
    endHold(first.userId, first.accountId, heldCents, refund),
    ...(refund ? [...countIntoMonths(entries, -1), ...countChange({ released: entries })] : []),
    ...entries.map((entry) => entrySettled(entry, outcome)),
  ];
}
