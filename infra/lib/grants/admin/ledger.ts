import type { adminLedgerOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminLedgerGrants = {
  // Every account from the listing index, each compared with its entries; their sum with the counter shards.
  checkLedger: { reads: ['account', 'accountListing.allAccounts', 'transaction.byAccount', 'bankCounterShard'] },
} as const satisfies AreaGrants<typeof adminLedgerOperations>;
