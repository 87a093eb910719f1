import type { transactionOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const transactionGrants = {
  // A search (`q`) counts against the caller's limits: one counter item under RATELIMIT#{sub}.
  listMyTransactions: ['table:read', 'table:write'],
  getMyTransaction: ['table:read'],
} as const satisfies AreaGrants<typeof transactionOperations>;
