import { endHold } from '../../data/entities/account';
import { countIntoMonths } from '../../data/entities/account-month';
import { countChange } from '../../data/entities/bank-counters';
import { settleEntry, type TransactionRecord } from '../../data/entities/transaction';
import type { TransactItem } from '../../data/transact';
import { entrySettled } from './entries';

/** A pending entry as read before its hold ends: settled, taken out of its month, and told as it ends. */
export type HeldEntry = TransactionRecord;

/**
 * The writes that end a hold, to go into the transaction of the decision that ends it. A hold is
 * two-phase: a movement places it as pending entries of one account, which count in the balance at
 * once, as their other sides count in the bank's accounts (a held wire: wire clearing and fee
 * income); then it is posted or voided, exactly once:
 * - posted (`completed`): the entries complete and stop counting as pending; the balance and the
 *   bank's accounts already had them.
 * - voided (`failed`): the entries fail, so they no longer count: the balance gets their amount
 *   back, the bank's accounts that held their other sides (their `contra`) give it back, and their
 *   month and the bank's counters stop counting them, so balance == completed + pending entries ==
 *   the months' sum, the counters' total == the sum of all balances, and every balance of the bank
 *   still sums to zero.
 * Each entry's change is conditional on it being pending (and on its bank side being the one read),
 * so a hold ends once — a second decision's transaction fails as a whole — and each entry's
 * `entry.settled` event (the entry with its final status) is written with it.
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
