import type { checkOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { sandboxCheckRejection } from './features';

export const checkGrants = {
  // The caller's account (to own it) and profile (the email the back office shows); the check, its
  // presentment key and the queue's counter in one transaction, on condition that the key of the
  // numbers as typed is free too (checks deposited before keys were canonical hold such keys).
  // A test customer's magic check number is then rejected at once by the sandbox, as the back office would.
  createCheckDeposit: access(sandboxCheckRejection, { reads: ['account', 'profile', 'checkPresentment'], writes: ['checkDeposit', 'checkPresentment', 'bankCounterShard'] }),
  // The caller's own checks; signs its cursors.
  listMyCheckDeposits: { reads: ['checkDeposit'], uses: ['requestKey:derive'] },
} as const satisfies AreaGrants<typeof checkOperations>;
