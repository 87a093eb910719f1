import type { JobName } from '@sandbank/lambdas/deployment';
import type { Access } from './access';

/** What each job of lambdas/src/jobs/job-table.ts reads, writes and calls; a job without an entry does not compile. */
export type JobGrants = { readonly [Name in JobName]: Access };

export const jobGrants = {
  // Requests awaiting their code, by expiry time (the index holds nothing else); each expired conditionally.
  expireWireRequests: { reads: ['wire.awaitingByExpiry'], writes: ['wire'] },
} as const satisfies JobGrants;
