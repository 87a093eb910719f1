import { z } from 'zod';
import { apiMessages } from '../messages';
import { MAX_AMOUNT_CENTS } from '../money';
import { AccountType } from './account';
import { Id, IsoDateTime, optionalText } from './common';
import { Email } from './profile';
import { Transaction } from './transaction';

const INVALID_AMOUNT = apiMessages.invalidAmount;

/** A positive whole number of cents, at most 1,000,000,000 (10 million dollars). */
export const AmountCents = z
  .number({ error: INVALID_AMOUNT })
  .int(INVALID_AMOUNT)
  .positive(INVALID_AMOUNT)
  .max(MAX_AMOUNT_CENTS, INVALID_AMOUNT);

/** Cognito user ids (`sub`) are UUIDs. */
export const UserId = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Invalid user id');

export const InternalTransferBody = z.strictObject({
  fromAccountId: Id,
  toEmail: Email,
  amountCents: AmountCents,
  note: optionalText(200).optional().default(null),
});
export type InternalTransferBody = z.infer<typeof InternalTransferBody>;

export const InternalTransferResult = z.object({
  transferId: Id,
  /** The caller's own debit entry. */
  transaction: Transaction,
});
export type InternalTransferResult = z.infer<typeof InternalTransferResult>;

export const Direction = z.enum(['credit', 'debit']);
export type Direction = z.infer<typeof Direction>;

export const AdjustmentBody = z.strictObject({
  direction: Direction,
  amountCents: AmountCents,
  reason: z.string().trim().min(1, 'A reason is required').max(500, 'The reason must be at most 500 characters'),
});
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

export const AdjustmentResult = z.object({
  adjustmentId: Id,
  accountId: Id,
  transaction: Transaction,
  balanceCents: z.number().int(),
});
export type AdjustmentResult = z.infer<typeof AdjustmentResult>;

export const AccountIdParams = z.strictObject({ accountId: Id });
export const UserIdParams = z.strictObject({ userId: UserId });

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
    direction: Direction.optional(),
    amountCents: AmountCents,
    description: optionalText(200).optional().default(null),
  })
  .superRefine((body, context) => {
    const allowed: readonly Direction[] = postableDirections[body.type];
    if (body.direction === undefined && allowed.length > 1) {
      context.addIssue({ code: 'custom', path: ['direction'], message: `Choose credit or debit for ${body.type}` });
    }
    if (body.direction !== undefined && !allowed.includes(body.direction)) {
      context.addIssue({ code: 'custom', path: ['direction'], message: `A ${body.type} can only be a ${allowed.join(' or ')}` });
    }
  });
export type PostTransactionBody = z.infer<typeof PostTransactionBody>;

export const PostTransactionResult = z.object({
  accountId: Id,
  transaction: Transaction,
  balanceCents: z.number().int(),
});

export const LedgerMismatch = z.object({
  accountId: Id,
  number: z.string(),
  balanceCents: z.number().int(),
  ledgerBalanceCents: z.number().int(),
  pendingCents: z.number().int(),
  ledgerPendingCents: z.number().int(),
});

export const LedgerCheckResult = z.object({
  checkedAt: IsoDateTime,
  accountsChecked: z.number().int(),
  entriesChecked: z.number().int(),
  /** Accounts that kept changing during the check and could not be compared; check again. */
  unsettledAccounts: z.array(Id),
  mismatches: z.array(LedgerMismatch),
  /** No account whose reading was settled disagrees with its entries. */
  ok: z.boolean(),
});
export type LedgerCheckResult = z.infer<typeof LedgerCheckResult>;

export const YearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM');

export const StatementQuery = z.strictObject({
  month: YearMonth,
  format: z.enum(['json', 'csv']).default('json'),
});

export const Statement = z.object({
  account: z.object({ id: Id, name: z.string(), number: z.string(), type: AccountType }),
  month: YearMonth,
  openingBalanceCents: z.number().int(),
  closingBalanceCents: z.number().int(),
  totalCreditsCents: z.number().int(),
  totalDebitsCents: z.number().int(),
  /** Every entry of the month, oldest first; failed ones are listed but do not count. */
  entries: z.array(Transaction),
});
export type Statement = z.infer<typeof Statement>;
