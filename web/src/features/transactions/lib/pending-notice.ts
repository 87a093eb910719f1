import type { Transaction } from '@sandbank/shared';

/** What a pending entry is waiting for, shown in the details dialog: approval for a wire, processing otherwise; null when not pending. */
export function pendingNotice(transaction: Pick<Transaction, 'type' | 'status'>): string | null {
  if (transaction.status !== 'pending') return null;
  return transaction.type === 'wire_transfer'
    ? 'This wire transfer is being reviewed and will be processed once approved.'
    : 'This transaction is being processed and will be completed shortly.';
}
