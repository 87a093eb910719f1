import * as z from 'zod/mini';
import { AmountCents, Direction } from './amount';
import { CustomerRef, Id, IsoDateTime, UserId } from './common';

/*
 * A posting request: a back-office posting or adjustment that reaches the approval threshold
 * (bank settings, `backOffice.approvalThresholdCents`) alone or with what was posted to the same
 * account without a checker in the last 24 hours, waiting for a second administrator — never
 * its maker, never the account's owner — to approve it (the posting happens then, once) or reject
 * it with a reason (nothing moves). docs/security.md, "Maker-checker".
 */

export const PostingRequestStatus = z.enum(['pending', 'approved', 'rejected']);
export type PostingRequestStatus = z.infer<typeof PostingRequestStatus>;

/** What was asked for: an adjustment with its reason (adjustAccountBalance, adjustUserBalance), or a typed posting (postAccountTransaction). */
export const PostingRequestKind = z.enum(['adjustment', 'posting']);
export type PostingRequestKind = z.infer<typeof PostingRequestKind>;

/** The entry types a request posts: an adjustment's, or one an administrator may post. */
export const PostingRequestEntryType = z.enum(['adjustment', 'deposit', 'withdrawal', 'fee', 'interest']);
export type PostingRequestEntryType = z.infer<typeof PostingRequestEntryType>;

/**
 * Why it waits: its amount alone reached the threshold (`amount`), or its amount with what its maker
 * (`makerTotal`) or all administrators (`accountTotal`) posted to the account at once in the last 24 hours.
 */
export const ApprovalReason = z.enum(['amount', 'makerTotal', 'accountTotal']);
export type ApprovalReason = z.infer<typeof ApprovalReason>;

export const PostingRequest = z.object({
  id: Id,
  status: PostingRequestStatus,
  kind: PostingRequestKind,
  accountId: Id,
  /** The account's name and number as the maker saw it. */
  accountName: z.string(),
  accountNumber: z.string(),
  /** The account's owner, who never decides it (null if they have no profile). */
  holder: z.nullable(CustomerRef),
  type: PostingRequestEntryType,
  direction: Direction,
  amountCents: AmountCents,
  /** An adjustment's reason, or a posting's description (null when none was given). */
  note: z.nullable(z.string()),
  makerId: UserId,
  /** The maker as their profile names them (null for an administrator without one: the back office's list of administrators names them). */
  maker: z.nullable(CustomerRef),
  createdAt: IsoDateTime,
  decidedBy: z.nullable(UserId),
  decidedAt: z.nullable(IsoDateTime),
  /** Why the checker rejected it. */
  rejectionReason: z.nullable(z.string()),
  /** The entry an approval posted. */
  transactionId: z.nullable(Id),
  // A request stored, or a 202 remembered for a replay, without these two waited for its amount alone.
  approvalReason: z._default(ApprovalReason, 'amount'),
  /** The 24-hour total its amount was added to (the maker's for `makerTotal`, the account's for `accountTotal`); null for `amount`. */
  rollingTotalCents: z._default(z.nullable(z.int().check(z.nonnegative())), null),
});
export type PostingRequest = z.infer<typeof PostingRequest>;

/** A posting answered 202: sent for approval, nothing moved yet. */
export const isPostingRequest = (answer: object): answer is PostingRequest => 'makerId' in answer && 'status' in answer;
