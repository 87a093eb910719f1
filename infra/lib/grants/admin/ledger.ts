import type { adminLedgerOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminLedgerGrants = {
  // Every account from the listing index, each compared with its entries.
  checkLedger: { reads: ['account', 'account.allAccounts', 'transaction.byAccount'] },
} as const satisfies AreaGrants<typeof adminLedgerOperations>;
