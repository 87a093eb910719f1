import * as z from 'zod/mini';
import { AccountIdParams } from '../../../schemas/account';
import { AmountCents, Direction } from '../../../schemas/amount';
import { Id, optionalTextField, UserIdParams } from '../../../schemas/common';
import { PostingRequest } from '../../../schemas/posting-request';
import { Transaction } from '../../../schemas/transaction';
import { defineOperations } from '../../operation';

export const AdjustmentBody = z.strictObject({
  direction: Direction,
  amountCents: AmountCents,
  reason: z.string().check(z.trim(), z.minLength(1, 'A reason is required'), z.maxLength(500, 'The reason must be at most 500 characters')),
});
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

export const AdjustmentResult = z.object({
  adjustmentId: Id,
  accountId: Id,
  transaction: Transaction,
  balanceCents: z.int(),
});
export type AdjustmentResult = z.infer<typeof AdjustmentResult>;

/** Types an administrator may post, and the directions each allows. */
export const postableDirections = {
  deposit: ['credit'],
  withdrawal: ['debit'],
  fee: ['debit'],
  interest: ['credit'],
  adjustment: ['credit', 'debit'],
} as const satisfies Record<string, readonly Direction[]>;
export const PostableType = z.enum(['deposit', 'withdrawal', 'fee', 'interest', 'adjustment']);
export type PostableType = z.infer<typeof PostableType>;

export const PostTransactionBody = z
  .strictObject({
    type: PostableType,
    direction: z.optional(Direction),
    amountCents: AmountCents,
    description: optionalTextField(200),
  })
  .check(
    z.superRefine((body, context) => {
      const allowed: readonly Direction[] = postableDirections[body.type];
      if (body.direction === undefined && allowed.length > 1) {
        context.addIssue({ code: 'custom', path: ['direction'], message: `Choose credit or debit for ${body.type}` });
      }
      if (body.direction !== undefined && !allowed.includes(body.direction)) {
        context.addIssue({ code: 'custom', path: ['direction'], message: `A ${body.type} can only be a ${allowed.join(' or ')}` });
      }
    }),
  );
export type PostTransactionBody = z.infer<typeof PostTransactionBody>;

export const PostTransactionResult = z.object({
  accountId: Id,
  transaction: Transaction,
  balanceCents: z.int(),
});

/**
 * A posting that reaches the approval threshold (bank settings, `backOffice.approvalThresholdCents`),
 * alone or with what was posted to the same account without a checker in the last 24 hours, moves
 * nothing: it becomes a posting request another administrator decides (admin/approvals.ts), which
 * says why it waits (`approvalReason`, `rollingTotalCents`).
 */
const sentForApproval = {
  status: 202,
  response: PostingRequest,
  description:
    'The amount alone, or with what was posted to the account at once in the last 24 hours, reaches the approval threshold: nothing moved, a posting request waits for another administrator (approvalReason says why)',
} as const;

/** Back-office postings: money an administrator adds or removes, each audited; large ones wait for a second administrator. */
export const adminPostingOperations = defineOperations({
  adjustAccountBalance: {
    method: 'POST',
    path: '/api/admin/accounts/{accountId}/adjustments',
    access: 'admin',
    summary: 'Credit or debit an account, with a reason (audited)',
    params: AccountIdParams,
    body: AdjustmentBody,
    response: AdjustmentResult,
    successStatus: 201,
    accepted: sentForApproval,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
  adjustUserBalance: {
    method: 'POST',
    path: '/api/admin/users/{userId}/adjustments',
    access: 'admin',
    summary: "Credit or debit a customer's first checking account, with a reason (audited)",
    params: UserIdParams,
    body: AdjustmentBody,
    response: AdjustmentResult,
    successStatus: 201,
    accepted: sentForApproval,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
  postAccountTransaction: {
    method: 'POST',
    path: '/api/admin/accounts/{accountId}/transactions',
    access: 'admin',
    summary: 'Post a deposit, withdrawal, fee, interest or adjustment to an account now (audited)',
    params: AccountIdParams,
    body: PostTransactionBody,
    response: PostTransactionResult,
    successStatus: 201,
    accepted: sentForApproval,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
});
