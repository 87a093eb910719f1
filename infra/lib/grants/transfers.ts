import type { transferOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { movesMoney } from './features';

export const transferGrants = {
  // The sender's profile gives their email; the recipient is found by email, then their accounts;
  // only customers who opened their accounts receive, and the user pool says whether they still
  // may (enabled, not an administrator).
  createInternalTransfer: access(movesMoney, {
    reads: ['profile', 'profile.byEmail', 'account'],
    directory: ['AdminGetUser', 'AdminListGroupsForUser'],
  }),
} as const satisfies AreaGrants<typeof transferOperations>;
