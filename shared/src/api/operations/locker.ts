import * as z from 'zod/mini';
import { LOCKER_MAX_ITEMS, LockerItem, LockerSummary, NewLockerItemBody } from '../../schemas/locker';
import { defineOperations } from '../operation';

/** The caller's whole locker (at most LOCKER_MAX_ITEMS items, newest first) and its summary. */
export const MyLocker = z.object({
  items: z.array(LockerItem),
  summary: LockerSummary,
});
export type MyLocker = z.infer<typeof MyLocker>;

/** The caller's safe deposit locker: items they declare, which the back office approves or rejects. */
export const lockerOperations = defineOperations({
  listMyLockerItems: {
    method: 'GET',
    path: '/api/locker',
    access: 'customer',
    summary: "The caller's locker items, newest first, with counts by status and the total declared value",
    response: MyLocker,
  },
  addLockerItem: {
    method: 'POST',
    path: '/api/locker',
    access: 'customer',
    summary: `Store an item in the caller's locker, pending approval (at most ${LOCKER_MAX_ITEMS} items per customer)`,
    body: NewLockerItemBody,
    response: LockerItem,
    successStatus: 201,
    // Each item waits in the back office's queue: counted per caller, a test customer like any customer.
    rateLimit: { category: 'lockerItem' },
  },
});
