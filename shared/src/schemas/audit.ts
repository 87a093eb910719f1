import { z } from 'zod';
import { Cursor, Id, IsoDateTime, Limit, page } from './common';

export const AuditEvent = z.object({
  id: Id,
  sequence: z.number().int().positive(),
  actorId: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: IsoDateTime,
  /** SHA-256 of the previous event (hex), or 64 zeros for the first. */
  previousHash: z.string(),
  hash: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditEventPage = page(AuditEvent);

export const ListAuditQuery = z.strictObject({
  cursor: Cursor.optional(),
  limit: Limit.default(50),
});

export const AuditVerification = z.object({
  valid: z.boolean(),
  eventsChecked: z.number().int(),
  headSequence: z.number().int(),
  /** Sequence number of the first event that does not verify, if any. */
  brokenAt: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type AuditVerification = z.infer<typeof AuditVerification>;
