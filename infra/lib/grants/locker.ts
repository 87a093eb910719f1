import type { lockerOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const lockerGrants = {
  listMyLockerItems: { reads: ['lockerItem'] },
  // The item, the locker's size (conditional: at most its maximum) and the workflow counters, in one transaction.
  addLockerItem: { writes: ['lockerItem', 'lockerSize', 'bankCounterShard'] },
} as const satisfies AreaGrants<typeof lockerOperations>;
