import * as z from 'zod/mini';
import { ownRequestMessages } from '../messages';
import { AmountCents } from './amount';
import { Id, IsoDateTime, optionalTextField, UserId } from './common';

/** The most items one customer keeps in their safe deposit locker: their whole locker is one small read. */
export const LOCKER_MAX_ITEMS = 50;
export const LOCKER_NAME_MAX = 100;
export const LOCKER_DESCRIPTION_MAX = 500;
export const LOCKER_REASON_MAX = 500;

export const lockerMessages = {
  nameRequired: 'Item name is required',
  nameTooLong: `Item name must be at most ${LOCKER_NAME_MAX} characters`,
  full: `Your safe deposit locker is full: it holds at most ${LOCKER_MAX_ITEMS} items`,
  itemNotFound: 'Locker item not found',
  customerNotFound: 'Customer not found',
  alreadyDecided: 'This item is no longer pending approval',
  reasonRequired: 'A rejection reason is required',
  ownItem: ownRequestMessages.lockerItem,
} as const;

export const LockerItemStatus = z.enum(['pending', 'approved', 'rejected']);
export type LockerItemStatus = z.infer<typeof LockerItemStatus>;

/** An item to store: a name, the declared value in cents and an optional description (blank → null). */
export const NewLockerItemBody = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, lockerMessages.nameRequired), z.maxLength(LOCKER_NAME_MAX, lockerMessages.nameTooLong)),
  valueCents: AmountCents,
  description: optionalTextField(LOCKER_DESCRIPTION_MAX),
});
export type NewLockerItemBody = z.infer<typeof NewLockerItemBody>;

/** A locker item as its owner sees it. */
export const LockerItem = z.object({
  id: Id,
  name: z.string(),
  valueCents: z.int(),
  description: z.nullable(z.string()),
  status: LockerItemStatus,
  storedAt: IsoDateTime,
  decidedAt: z.nullable(IsoDateTime),
  rejectionReason: z.nullable(z.string()),
});
export type LockerItem = z.infer<typeof LockerItem>;

/** A locker item as the back office sees it: whose it is and who decided it. */
export const AdminLockerItem = z.extend(LockerItem, {
  userId: UserId,
  decidedBy: z.nullable(z.string()),
  /** The owner's email, when they have a profile. */
  ownerEmail: z.nullable(z.string()),
});
export type AdminLockerItem = z.infer<typeof AdminLockerItem>;

/** What a locker holds, counted by status, and the sum of the declared values. */
export const LockerSummary = z.object({
  total: z.int(),
  approved: z.int(),
  pending: z.int(),
  rejected: z.int(),
  totalValueCents: z.int(),
});
export type LockerSummary = z.infer<typeof LockerSummary>;

/** The summary of a list of items (the whole locker is at most LOCKER_MAX_ITEMS items). */
export function summariseLocker(items: readonly Pick<LockerItem, 'status' | 'valueCents'>[]): LockerSummary {
  const summary: LockerSummary = { total: items.length, approved: 0, pending: 0, rejected: 0, totalValueCents: 0 };
  for (const item of items) {
    summary[item.status] += 1;
    summary.totalValueCents += item.valueCents;
  }
  return summary;
}

export const LockerItemIdParams = z.strictObject({ itemId: Id });

export const LockerRejectionBody = z.strictObject({
  reason: z.string().check(
    z.trim(),
    z.minLength(1, lockerMessages.reasonRequired),
    z.maxLength(LOCKER_REASON_MAX, `The reason must be at most ${LOCKER_REASON_MAX} characters`),
  ),
});
export type LockerRejectionBody = z.infer<typeof LockerRejectionBody>;
