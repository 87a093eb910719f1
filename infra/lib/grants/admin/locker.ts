import type { adminLockerOperations } from '@sandbank/shared';
import { access } from '../access';
import type { AreaGrants } from '../area-grants';
import { audited, lockerDecision } from '../features';

export const adminLockerGrants = {
  // One status's queue from the index, the owners' emails and the workflow counters; signs its cursors.
  listLockerItems: { reads: ['lockerItem.byStatus', 'profile', 'bankCounterShard'], uses: ['requestKey:derive'] },
  listUserLockerItems: { reads: ['lockerItem', 'profile'] },
  addUserLockerItem: access(audited, { reads: ['profile'], writes: ['lockerItem', 'lockerSize', 'bankCounterShard', 'event'] }),
  approveLockerItem: lockerDecision,
  rejectLockerItem: lockerDecision,
  // The item goes (the one DeleteItem the bank holds), its place in the locker is freed, its owner told.
  deleteLockerItem: access(audited, { reads: ['lockerItem', 'lockerItem.byItemId'], writes: ['lockerItemRemoval', 'lockerSize', 'bankCounterShard', 'event'] }),
} as const satisfies AreaGrants<typeof adminLockerOperations>;
