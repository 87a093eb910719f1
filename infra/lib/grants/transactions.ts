import type { transactionOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const transactionGrants = {
  listMyTransactions: { reads: ['transaction'] },
  getMyTransaction: { reads: ['transaction'] },
} as const satisfies AreaGrants<typeof transactionOperations>;
