import type { adminCheckOperations } from '@sandbank/shared';
import { access } from '../access';
import type { AreaGrants } from '../area-grants';
import { audited, movesMoney } from '../features';

/** A decision on a check: found by id, changed under a condition, told to its depositor, counted and audited. */
const decision = access(audited, {
  reads: ['checkDeposit', 'checkDeposit.byCheckId'],
  writes: ['checkDeposit', 'notification', 'bankCounterShard'],
});

export const adminCheckGrants = {
  // A status queue (or all three) from the status index and the counts from the counter shards; signs its cursors.
  listCheckDeposits: { reads: ['checkDeposit.byStatus', 'bankCounterShard'], uses: ['requestKey:derive'] },
  // The deposit moves money in the decision's transaction.
  approveCheckDeposit: access(decision, movesMoney),
  // Nothing moves; the check's presentment key is released.
  rejectCheckDeposit: access(decision, { writes: ['checkPresentment'] }),
} as const satisfies AreaGrants<typeof adminCheckOperations>;
