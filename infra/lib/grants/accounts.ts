import type { accountOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { onboarding } from './features';

export const accountGrants = {
  // Onboards the caller on their first request (see profile.ts).
  listMyAccounts: access(onboarding, { reads: ['account'] }),
  getAccountStatement: { reads: ['account', 'transaction.byAccount'] },
} as const satisfies AreaGrants<typeof accountOperations>;
