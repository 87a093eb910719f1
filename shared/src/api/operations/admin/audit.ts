import * as z from 'zod/mini';
import { AuditEvent } from '../../../schemas/audit';
import { Cursor, Limit, page } from '../../../schemas/common';
import { defineOperations } from '../../operation';

export const AuditEventPage = page(AuditEvent);

export const ListAuditQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 50),
});

export const AuditVerification = z.object({
  valid: z.boolean(),
  eventsChecked: z.int(),
  headSequence: z.int(),
  /** The newest event anchored outside the table when the walk began (null before the first anchor). */
  anchoredSequence: z.nullable(z.int()),
  /** Sequence number of the first event that does not verify, if any. */
  brokenAt: z.nullable(z.int()),
  reason: z.nullable(z.string()),
});
export type AuditVerification = z.infer<typeof AuditVerification>;

/** The back-office audit trail: reading it and proving it unbroken. */
export const adminAuditOperations = defineOperations({
  listAuditEvents: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'Back-office audit events, newest first',
    query: ListAuditQuery,
    response: AuditEventPage,
  },
  verifyAuditChain: {
    method: 'GET',
    path: '/api/admin/audit/verify',
    access: 'admin',
    summary: 'Walk the sealed audit chain, check it against its newest anchor and report the first event that does not verify',
    // Reads the whole chain.
    throttle: { rateLimit: 1, burstLimit: 2 },
    response: AuditVerification,
  },
});
