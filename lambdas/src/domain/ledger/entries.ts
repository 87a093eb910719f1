import type { Transaction, TransactionType } from '@sandbank/shared/schemas/transaction';
import { putEvent } from '../../data/entities/event';
import type { TransactionRecord } from '../../data/entities/transaction';
import type { TransactItem } from '../../data/transact';
import { newId } from '../../lib/ids';

export function newEntry(
  fields: Pick<TransactionRecord, 'userId' | 'accountId' | 'amountCents' | 'description'> & {
    type: TransactionType;
  } & Partial<
      Pick<TransactionRecord, 'id' | 'createdAt' | 'status' | 'reference' | 'note' | 'transferId' | 'wireId' | 'checkId' | 'adjustmentId'>
    >,
): TransactionRecord {
  return {
    status: 'completed',
    reference: null,
    note: null,
    transferId: null,
    wireId: null,
    checkId: null,
    adjustmentId: null,
    ...fields,
    id: fields.id ?? newId(),
    createdAt: fields.createdAt ?? new Date().toISOString(),
  };
}

/** The owner is implied by who asks; the bank's side is the ledger's own. */
export const toTransactionView = ({ userId: _userId, contra: _contra, island: _island, ...entry }: TransactionRecord): Transaction => entry;

export const entryPosted = (entry: TransactionRecord): TransactItem => putEvent(entry.userId, 'entry.posted', toTransactionView(entry));

export const entrySettled = (entry: TransactionRecord, status: 'completed' | 'failed'): TransactItem =>
  putEvent(entry.userId, 'entry.settled', toTransactionView({ ...entry, status }));
