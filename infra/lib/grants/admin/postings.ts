import type { adminPostingOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminPostingGrants = {
  // Each writes an audit event: seals it with the audit key and anchors it.
  adjustAccountBalance: ['table:read', 'table:write', 'auditKey:seal', 'auditAnchors:write'],
  adjustUserBalance: ['table:read', 'table:write', 'auditKey:seal', 'auditAnchors:write'],
  postAccountTransaction: ['table:read', 'table:write', 'auditKey:seal', 'auditAnchors:write'],
} as const satisfies AreaGrants<typeof adminPostingOperations>;
