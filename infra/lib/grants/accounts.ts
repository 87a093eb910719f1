import type { accountOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const accountGrants = {
  // Onboards the caller on their first request (see profile.ts).
  listMyAccounts: ['table:read', 'table:write', 'userPool:readUsers'],
  getAccountStatement: ['table:read'],
} as const satisfies AreaGrants<typeof accountOperations>;
