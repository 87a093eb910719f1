import type { lockerOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { sandboxLockerDecision } from './features';

export const lockerGrants = {
  listMyLockerItems: { reads: ['lockerItem'] },
  // The item, the locker's size (conditional: at most its maximum) and the workflow counters, in one transaction.
  // A test customer's magic name is then approved at once by the sandbox, as the back office would.
  addLockerItem: access(sandboxLockerDecision, { writes: ['lockerItem', 'lockerSize', 'bankCounterShard'] }),
} as const satisfies AreaGrants<typeof lockerOperations>;
