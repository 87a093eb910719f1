import type { adminAuditOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminAuditGrants = {
  listAuditEvents: { reads: ['auditEvent'] },
  verifyAuditChain: { reads: ['auditHead', 'auditEvent'] },
} as const satisfies AreaGrants<typeof adminAuditOperations>;
