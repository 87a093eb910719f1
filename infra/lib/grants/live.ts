import type { LiveFunctionName } from '@sandbank/lambdas/deployment';
import { access, type Access } from './access';
import { administratorStanding } from './features';

/** What each function of the live-updates API (lambdas/src/live/live-functions.ts) reads, writes and calls; one without an entry does not compile. */
export type LiveGrants = { readonly [Name in LiveFunctionName]: Access };

export const liveGrants = {
  // Uses the ticket up: deletes it under a condition and reads what it held from the delete, nothing else.
  liveAuthorizer: { writes: ['liveTicketRedemption'] },
  // Records the connection in its owner's partition.
  liveConnect: { writes: ['liveConnection'] },
  // Forgets it.
  liveDisconnect: { writes: ['liveConnectionRemoval'] },
} as const satisfies LiveGrants;

/**
 * A live push (lambdas/src/domain/live/push.ts), for the function that makes it: the customer's
 * connections and, for a back-office event, every administrator's; each sent through the WebSocket
 * API's management endpoint, and forgotten when it is gone. An administrator's connection is sent
 * to only while the pool still has its owner as an administrator; otherwise it is forgotten and
 * closed.
 */
export const pushesLiveUpdates = access(administratorStanding, {
  reads: ['liveConnection', 'liveConnection.adminConnections'],
  writes: ['liveConnectionRemoval'],
  uses: ['liveConnections:push', 'liveConnections:close'],
});
