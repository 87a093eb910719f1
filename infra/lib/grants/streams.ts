import type { StreamConsumerName } from '@sandbank/lambdas/deployment';
import { access, type Access } from './access';
import { pushesLiveUpdates } from './live';
import { attemptsWebhookDeliveries } from './webhooks';

/** What each consumer of lambdas/src/streams/stream-table.ts reads, writes and calls; a consumer without an entry does not compile. */
export type StreamGrants = { readonly [Name in StreamConsumerName]: Access };

/** Every consumer's mapping reads the table's stream for it. */
const readsTheStream: Access = { uses: ['tableStream:read'] };

export const streamGrants = {
  // New events: the webhook deliveries of each (lambdas/src/domain/webhooks/enqueue.ts), attempted at once.
  deliverWebhooks: access(readsTheStream, attemptsWebhookDeliveries),
  // New events: each pushed to its customer's live connections, and administrators' (lambdas/src/domain/live/push.ts).
  pushLiveUpdates: access(readsTheStream, pushesLiveUpdates),
} as const satisfies StreamGrants;
