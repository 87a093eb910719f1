import type { transactionOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const transactionGrants = {
  // Signs its cursors with a key derived from the request key.
  listMyTransactions: ['table:read', 'requestKey:derive'],
  getMyTransaction: ['table:read'],
} as const satisfies AreaGrants<typeof transactionOperations>;
