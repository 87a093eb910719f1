import type { adminPostingOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminPostingGrants = {
  adjustAccountBalance: ['table:read', 'table:write'],
  adjustUserBalance: ['table:read', 'table:write'],
  postAccountTransaction: ['table:read', 'table:write'],
} as const satisfies AreaGrants<typeof adminPostingOperations>;
