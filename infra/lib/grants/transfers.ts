import type { transferOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const transferGrants = {
  // The recipient is found by their profile; only customers who opened their accounts receive.
  createInternalTransfer: ['table:read', 'table:write'],
} as const satisfies AreaGrants<typeof transferOperations>;
