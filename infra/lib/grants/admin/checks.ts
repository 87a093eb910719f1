import type { adminCheckOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';
import { checkApproval, checkRejection } from '../features';

export const adminCheckGrants = {
  // A status queue (or all three) from the status index and the counts from the counter shards; signs its cursors.
  listCheckDeposits: { reads: ['checkDeposit.byStatus', 'bankCounterShard'], uses: ['requestKey:derive'] },
  approveCheckDeposit: checkApproval,
  rejectCheckDeposit: checkRejection,
} as const satisfies AreaGrants<typeof adminCheckOperations>;
