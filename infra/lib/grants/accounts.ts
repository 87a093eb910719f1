import type { accountOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const accountGrants = {
  // Onboards the caller on their first request (see profile.ts).
  listMyAccounts: ['table:read', 'table:write', 'userPool:readUsers'],
  // Signs the cursors of its pages with a key derived from the request key.
  getAccountStatement: ['table:read', 'requestKey:derive'],
} as const satisfies AreaGrants<typeof accountOperations>;
