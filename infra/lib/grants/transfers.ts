import type { transferOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const transferGrants = {
  // The recipient is found by their profile; only customers who opened their accounts receive,
  // and the user pool says whether they still may (enabled, not an administrator).
  createInternalTransfer: ['table:read', 'table:write', 'userPool:readUsers'],
} as const satisfies AreaGrants<typeof transferOperations>;
