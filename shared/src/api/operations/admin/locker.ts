import * as z from 'zod/mini';
import { Cursor, Limit, UserIdParams } from '../../../schemas/common';
import { AdminLockerItem, LockerItemIdParams, LockerItemStatus, LockerRejectionBody, LockerSummary, NewLockerItemBody } from '../../../schemas/locker';
import { defineOperations } from '../../operation';

export const AdminLockerQuery = z.strictObject({
  status: z._default(LockerItemStatus, 'pending'),
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 25),
});

/** How many locker items the bank holds in each status (maintained counters). */
export const LockerCounts = z.object({ total: z.int(), pending: z.int(), approved: z.int(), rejected: z.int() });

export const AdminLockerPage = z.object({
  items: z.array(AdminLockerItem),
  nextCursor: z.nullable(z.string()),
  counts: LockerCounts,
});
export type AdminLockerPage = z.infer<typeof AdminLockerPage>;

/** One customer's whole locker, as the back office sees it. */
export const UserLocker = z.object({ items: z.array(AdminLockerItem), summary: LockerSummary });
export type UserLocker = z.infer<typeof UserLocker>;

export const LockerItemDeleted = z.object({ id: z.string(), deleted: z.literal(true) });

/** The back office's side of the safe deposit locker: the approval queue and each customer's items. */
export const adminLockerOperations = defineOperations({
  listLockerItems: {
    method: 'GET',
    path: '/api/admin/locker',
    access: 'admin',
    summary: 'Locker items in one status (pending by default), newest first, with the counts of every status',
    query: AdminLockerQuery,
    response: AdminLockerPage,
  },
  listUserLockerItems: {
    method: 'GET',
    path: '/api/admin/users/{userId}/locker',
    access: 'admin',
    summary: "One customer's locker items, newest first, with their summary",
    params: UserIdParams,
    response: UserLocker,
  },
  addUserLockerItem: {
    method: 'POST',
    path: '/api/admin/users/{userId}/locker',
    access: 'admin',
    summary: "Store an item in a customer's locker, approved at once (audited)",
    params: UserIdParams,
    body: NewLockerItemBody,
    response: AdminLockerItem,
    successStatus: 201,
    rateLimit: { category: 'backOffice' },
  },
  approveLockerItem: {
    method: 'POST',
    path: '/api/admin/locker/{itemId}/approve',
    access: 'admin',
    summary: 'Approve a pending locker item, exactly once (audited, the owner is notified)',
    params: LockerItemIdParams,
    response: AdminLockerItem,
    rateLimit: { category: 'backOffice' },
  },
  rejectLockerItem: {
    method: 'POST',
    path: '/api/admin/locker/{itemId}/reject',
    access: 'admin',
    summary: 'Reject a pending locker item with a reason, exactly once (audited, the owner is notified)',
    params: LockerItemIdParams,
    body: LockerRejectionBody,
    response: AdminLockerItem,
    rateLimit: { category: 'backOffice' },
  },
  deleteLockerItem: {
    method: 'DELETE',
    path: '/api/admin/locker/{itemId}',
    access: 'admin',
    summary: 'Remove a locker item, whatever its status (audited with the item as it was)',
    params: LockerItemIdParams,
    response: LockerItemDeleted,
    rateLimit: { category: 'backOffice' },
  },
});
