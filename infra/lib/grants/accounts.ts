import type { accountOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { onboarding } from './features';

export const accountGrants = {
  // Onboards the caller on their first request (see profile.ts).
  listMyAccounts: access(onboarding, { reads: ['account'] }),
  // Signs the cursors of its pages with a key derived from the request key; a PDF is addressed to the profile's name and address.
  getAccountStatement: { reads: ['account', 'accountMonth', 'transaction.byAccount', 'profile'], uses: ['requestKey:derive'] },
} as const satisfies AreaGrants<typeof accountOperations>;
