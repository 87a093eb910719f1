import * as z from 'zod/mini';
import { Id, IsoDateTime } from './common';

export const AccountType = z.enum(['checking', 'savings', 'investment']);
export type AccountType = z.infer<typeof AccountType>;

export const Account = z.object({
  id: Id,
  type: AccountType,
  name: z.string(),
  number: z.string(),
  balanceCents: z.int(),
  /** Sum of this account's pending entries (already included in balanceCents). */
  pendingCents: z.int(),
  interestRate: z.number(),
  createdAt: IsoDateTime,
});
export type Account = z.infer<typeof Account>;

export const AccountIdParams = z.strictObject({ accountId: Id });
