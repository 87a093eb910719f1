import type { adminTransactionOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminTransactionGrants = {
  // The bank's entries from their sharded index, each shown with its account and holder; the totals from the counter shards.
  listAllTransactions: { reads: ['transaction.allEntries', 'account', 'profile', 'bankCounterShard'], uses: ['requestKey:derive'] },
} as const satisfies AreaGrants<typeof adminTransactionOperations>;
