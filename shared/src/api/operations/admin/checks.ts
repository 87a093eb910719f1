import * as z from 'zod/mini';
import { DEFAULT_CHECK_REJECTION_REASON } from '../../../messages';
import { CheckDeposit, checkLimits, CheckStatus } from '../../../schemas/check';
import { Cursor, Id, UserId } from '../../../schemas/common';
import { BackOfficePageLimit } from '../../../schemas/search';
import { Transaction } from '../../../schemas/transaction';
import { defineOperations } from '../../operation';

/** A check deposit as the back office sees it: who deposited it, into which account, who decided. */
export const AdminCheckDeposit = z.extend(CheckDeposit, {
  holder: z.object({ userId: UserId, email: z.string() }),
  account: z.object({ name: z.string(), number: z.string() }),
  decidedBy: z.nullable(z.string()),
});
export type AdminCheckDeposit = z.infer<typeof AdminCheckDeposit>;

export const AdminCheckPage = z.object({
  items: z.array(AdminCheckDeposit),
  nextCursor: z.nullable(z.string()),
  /** Every check by status, from the maintained counters (not only this page). */
  counts: z.object({ total: z.int(), pending: z.int(), approved: z.int(), rejected: z.int() }),
});
export type AdminCheckPage = z.infer<typeof AdminCheckPage>;

export const ListChecksQuery = z.strictObject({
  /** Absent: every check, whatever its status. */
  status: z.optional(CheckStatus),
  cursor: z.optional(Cursor),
  limit: z._default(BackOfficePageLimit, 20),
});
export type ListChecksQuery = z.infer<typeof ListChecksQuery>;

export const CheckIdParams = z.strictObject({ checkId: Id });

/** Blank reads as the default reason. */
export const RejectCheckBody = z.strictObject({
  reason: z._default(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? DEFAULT_CHECK_REJECTION_REASON : typeof value === 'string' ? value.trim() : value)),
      z.string().check(z.maxLength(checkLimits.rejectionReason, `The reason must be at most ${checkLimits.rejectionReason} characters`)),
    ),
    DEFAULT_CHECK_REJECTION_REASON,
  ),
});
export type RejectCheckBody = z.infer<typeof RejectCheckBody>;

export const CheckDecision = z.object({
  check: AdminCheckDeposit,
  /** The deposit an approval posted; null for a rejection. */
  transaction: z.nullable(Transaction),
});
export type CheckDecision = z.infer<typeof CheckDecision>;

/** The back office's review of check deposits: each decided exactly once, audited, and told to its depositor. */
export const adminCheckOperations = defineOperations({
  listCheckDeposits: {
    method: 'GET',
    path: '/api/admin/checks',
    access: 'admin',
    summary: 'Check deposits of every customer, newest first, of one status or all, cursor-paginated, with the counts by status',
    query: ListChecksQuery,
    response: AdminCheckPage,
  },
  approveCheckDeposit: {
    method: 'POST',
    path: '/api/admin/checks/{checkId}/approve',
    access: 'admin',
    summary: "Approve a pending check: credits the customer's account with a completed deposit in the same transaction (audited)",
    params: CheckIdParams,
    response: CheckDecision,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
  rejectCheckDeposit: {
    method: 'POST',
    path: '/api/admin/checks/{checkId}/reject',
    access: 'admin',
    summary: 'Reject a pending check with a reason; nothing moves (audited)',
    params: CheckIdParams,
    body: RejectCheckBody,
    response: CheckDecision,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
});
