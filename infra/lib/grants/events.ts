import type { eventOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

/** The caller's events (lambdas/src/domain/events/). */
export const eventGrants = {
  // The caller's own partition's events, newest first; signs its cursors.
  listMyEvents: { reads: ['event'], uses: ['requestKey:derive'] },
} as const satisfies AreaGrants<typeof eventOperations>;
