import type { Transaction, TransactionType } from '@sandbank/shared';
import { newId } from '../../data/ids';
import type { TransactionRecord } from '../../data/transaction-repository';

/** A completed ledger entry posted now, with every optional link empty unless given. */
export function newEntry(
  fields: Pick<TransactionRecord, 'userId' | 'accountId' | 'amountCents' | 'description'> & {
    type: TransactionType;
  } & Partial<Pick<TransactionRecord, 'status' | 'reference' | 'note' | 'transferId' | 'wireId' | 'checkId' | 'adjustmentId'>>,
): TransactionRecord {
  return {
    id: newId(),
    status: 'completed',
    createdAt: new Date().toISOString(),
    reference: null,
    note: null,
    transferId: null,
    wireId: null,
    checkId: null,
    adjustmentId: null,
    ...fields,
  };
}

/** What a customer or admin sees of an entry (the owner is implied by who asks). */
export const toTransactionView = ({ userId: _userId, ...entry }: TransactionRecord): Transaction => entry;
