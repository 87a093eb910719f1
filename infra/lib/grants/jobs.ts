import type { JobName } from '@sandbank/lambdas/deployment';
import type { Access } from './access';

/** What each job of lambdas/src/jobs/job-table.ts reads, writes and calls; a job without an entry does not compile. */
export type JobGrants = { readonly [Name in JobName]: Access };

export const jobGrants = {} as const satisfies JobGrants;
