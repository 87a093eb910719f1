import type { transferOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { movesMoney } from './features';

export const transferGrants = {
  // The sender's profile gives their email; the recipient is found by email, then their accounts.
  createInternalTransfer: access(movesMoney, { reads: ['profile', 'profile.byEmail', 'account'] }),
} as const satisfies AreaGrants<typeof transferOperations>;
