import type { transactionOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const transactionGrants = {
  listMyTransactions: ['table:read'],
  getMyTransaction: ['table:read'],
} as const satisfies AreaGrants<typeof transactionOperations>;
