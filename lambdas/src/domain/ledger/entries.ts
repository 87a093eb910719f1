import type { Transaction, TransactionType } from '@sandbank/shared/schemas/transaction';
import type { TransactionRecord } from '../../data/entities/transaction';
import { newId } from '../../lib/ids';

/** A completed ledger entry posted now (unless told otherwise), with every optional link empty unless given. */
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

/** What a customer or admin sees of an entry (the owner is implied by who asks). */
export const toTransactionView = ({ userId: _userId, ...entry }: TransactionRecord): Transaction => entry;
