import type { adminAccountOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminAccountGrants = {
  // Accounts from the listing index, each holder's profile; signs its cursors.
  listAccounts: { reads: ['accountListing.allAccounts', 'account', 'profile'], uses: ['requestKey:derive'] },
} as const satisfies AreaGrants<typeof adminAccountOperations>;
