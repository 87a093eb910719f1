import type { profileOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

// A customer's first request onboards them: their names and email come from the user pool, and
// their profile and sandbox accounts are written (so even getMe writes, once per customer).
const onboards = ['table:read', 'table:write', 'userPool:readUsers'] as const;

export const profileGrants = {
  getMe: onboards,
  updateMe: onboards,
} as const satisfies AreaGrants<typeof profileOperations>;
