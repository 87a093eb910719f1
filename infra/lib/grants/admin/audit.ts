import type { adminAuditOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminAuditGrants = {
  // Signs its cursors with a key derived from the request key.
  listAuditEvents: { reads: ['auditEvent'], uses: ['requestKey:derive'] },
  // Checks seals (never makes one), reads the newest anchor and anchors a head whose anchor was missed.
  verifyAuditChain: { reads: ['auditHead', 'auditEvent'], uses: ['auditKey:verify', 'auditAnchors:read', 'auditAnchors:write'] },
} as const satisfies AreaGrants<typeof adminAuditOperations>;
