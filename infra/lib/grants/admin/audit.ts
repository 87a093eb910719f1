import type { adminAuditOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminAuditGrants = {
  listAuditEvents: ['table:read'],
  verifyAuditChain: ['table:read'],
} as const satisfies AreaGrants<typeof adminAuditOperations>;
