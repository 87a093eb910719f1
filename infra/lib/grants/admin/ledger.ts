import type { adminLedgerOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminLedgerGrants = {
  checkLedger: ['table:read'],
} as const satisfies AreaGrants<typeof adminLedgerOperations>;
