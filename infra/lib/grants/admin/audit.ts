import type { adminAuditOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminAuditGrants = {
  listAuditEvents: ['table:read', 'requestKey:derive'],
  // Checks seals (never makes one), reads the newest anchor and anchors a head whose anchor was missed.
  verifyAuditChain: ['table:read', 'auditKey:verify', 'auditAnchors:read', 'auditAnchors:write'],
} as const satisfies AreaGrants<typeof adminAuditOperations>;
