import type { adminLockerOperations } from '@sandbank/shared';
import { access } from '../access';
import type { AreaGrants } from '../area-grants';
import { audited } from '../features';

/** A decision on an item found by its id alone: the item (conditional on pending), the owner's notification, the counters, the audit event. */
const decision = access(audited, {
  reads: ['lockerItem', 'lockerItem.byItemId', 'profile'],
  writes: ['lockerItem', 'notification', 'bankCounterShard'],
});

export const adminLockerGrants = {
  // One status's queue from the index, the owners' emails and the workflow counters; signs its cursors.
  listLockerItems: { reads: ['lockerItem.byStatus', 'profile', 'bankCounterShard'], uses: ['requestKey:derive'] },
  listUserLockerItems: { reads: ['lockerItem', 'profile'] },
  addUserLockerItem: access(audited, { reads: ['profile'], writes: ['lockerItem', 'lockerSize', 'bankCounterShard'] }),
  approveLockerItem: decision,
  rejectLockerItem: decision,
  // The item goes (the one DeleteItem the bank holds) and its place in the locker is freed.
  deleteLockerItem: access(audited, { reads: ['lockerItem', 'lockerItem.byItemId'], writes: ['lockerItemRemoval', 'lockerSize', 'bankCounterShard'] }),
} as const satisfies AreaGrants<typeof adminLockerOperations>;
