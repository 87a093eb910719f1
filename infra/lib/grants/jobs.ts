import type { JobName } from '@sandbank/lambdas/deployment';
import type { Grant } from './grant-kinds';

/** What each job of lambdas/src/jobs/job-table.ts may access; a job without an entry does not compile. */
export type JobGrants = { readonly [Name in JobName]: readonly Grant[] };

export const jobGrants = {} as const satisfies JobGrants;
