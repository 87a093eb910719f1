import * as z from 'zod/mini';
import { Id, IsoDateTime } from './common';

export const AuditEvent = z.object({
  id: Id,
  sequence: z.int().check(z.positive()),
  actorId: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: IsoDateTime,
  /** The previous event's seal (hex), or 64 zeros for the first. */
  previousHash: z.string(),
  /** The seal: HMAC-SHA-256 under the audit key (in KMS) of the SHA-256 of every other field (hex). */
  hash: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;
