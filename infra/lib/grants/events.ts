import type { eventOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { administratorStanding } from './features';

/** The caller's events (lambdas/src/domain/events/) and their live connections (lambdas/src/domain/live/). */
export const eventGrants = {
  // The caller's own partition's events, newest first; signs its cursors.
  listMyEvents: { reads: ['event'], uses: ['requestKey:derive'] },
  // A ticket stored by its hash; for a caller whose token says administrator, the pool asked whether they still are one.
  createLiveTicket: access(administratorStanding, { writes: ['liveTicket'] }),
  // The caller's own connections, found and forgotten.
  endMyLiveConnections: { reads: ['liveConnection'], writes: ['liveConnectionRemoval'] },
} as const satisfies AreaGrants<typeof eventOperations>;
