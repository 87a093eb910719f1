import type { adminAuditOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminAuditGrants = {
  // The trail, or one administrator's, target's (index uses) or action's (its copies) events; signs its cursors.
  listAuditEvents: {
    reads: ['auditEvent', 'auditEvent.byActor', 'auditEvent.byTarget', 'auditActionEntry'],
    uses: ['requestKey:derive'],
  },
  // Checks seals (never makes one), reads the newest anchor and anchors a head whose anchor was missed.
  verifyAuditChain: { reads: ['auditHead', 'auditEvent'], uses: ['auditKey:verify', 'auditAnchors:read', 'auditAnchors:write'] },
} as const satisfies AreaGrants<typeof adminAuditOperations>;
