import type { adminOverviewOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';

export const adminOverviewGrants = {
  // Sums the counter shards, bank and workflow counters alike (its table check), and looks the caller up in the user pool (its user pool check).
  getAdminStats: { reads: ['bankCounterShard'], directory: ['AdminGetUser'] },
} as const satisfies AreaGrants<typeof adminOverviewOperations>;
