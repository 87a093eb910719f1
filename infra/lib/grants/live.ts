import type { LiveFunctionName } from '@sandbank/lambdas/deployment';
import { access, noAccess, type Access } from './access';

/** What each function of the live-updates API (lambdas/src/live/live-functions.ts) reads, writes and calls; one without an entry does not compile. */
export type LiveGrants = { readonly [Name in LiveFunctionName]: Access };

export const liveGrants = {
  // Checks the token with the user pool's published keys (public, fetched over https): nothing of the table.
  liveAuthorizer: noAccess,
  // Records the connection in its owner's partition.
  liveConnect: { writes: ['liveConnection'] },
  // Forgets it.
  liveDisconnect: { writes: ['liveConnectionRemoval'] },
} as const satisfies LiveGrants;

/**
 * A live push (lambdas/src/domain/live/push.ts), for the function that makes it: the customer's
 * connections and, for a back-office event, every administrator's; each sent through the WebSocket
 * API's management endpoint, and forgotten when it is gone.
 */
export const pushesLiveUpdates = access({
  reads: ['liveConnection', 'liveConnection.adminConnections'],
  writes: ['liveConnectionRemoval'],
  uses: ['liveConnections:push'],
});
