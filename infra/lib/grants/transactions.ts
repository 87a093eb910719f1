import type { transactionOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const transactionGrants = {
  // Signs its cursors with a key derived from the request key.
  listMyTransactions: { reads: ['transaction'], uses: ['requestKey:derive'] },
  getMyTransaction: { reads: ['transaction'] },
} as const satisfies AreaGrants<typeof transactionOperations>;
