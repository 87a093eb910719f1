import * as z from 'zod/mini';
import { AuditEvent } from '../../../schemas/audit';
import { Cursor, Limit, page, UserId } from '../../../schemas/common';
import { SANDBOX_ACTOR } from '../../../sandbox';
import { defineOperations } from '../../operation';

export const AuditEventPage = page(AuditEvent);

/** An audited action's name, e.g. `account.adjust.credit` or `user.create`. */
export const AuditAction = z.string().check(z.maxLength(64), z.regex(/^[a-z][a-z0-9_.-]*$/, 'Invalid action'));
/** What an audit event is about: an account id or a user id. */
export const AuditTargetId = z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/, 'Invalid target'));

/** Who took an audited action: an administrator (their user id), or the sandbox deciding a test customer's request. */
export const AuditActorId = z.union([UserId, z.literal(SANDBOX_ACTOR)]);

export const ListAuditQuery = z.strictObject({
  /** Only the events of this administrator, or of the sandbox. */
  actorId: z.optional(AuditActorId),
  /** Only the events of this action. */
  action: z.optional(AuditAction),
  /** Only the events about this account or user. */
  targetId: z.optional(AuditTargetId),
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
    summary: 'Back-office audit events, newest first; filtered by administrator, action and target, each served by a key',
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
