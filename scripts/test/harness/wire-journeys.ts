import { jobEntry, jobTable } from '@sandbank/lambdas/deployment';
import { jobGrants } from '@sandbank/infra/local';
import { startScheduler } from '../../local/scheduler';

/*
 * What the browser journeys of wires use besides the browser and the API: the integration tier's
 * wire fixtures (a held wire, made through the API and the local mailbox), its clock (a request's
 * code dated back, as if mailed that long ago) and the jobs, run once as the local stack's
 * scheduler runs them. Set the stack's environment (`lambdaEnv`) in the process first.
 */

export { ageWireRequest } from '../../../lambdas/test/integration/support/wire-clock';
export { newAccountHolder } from '../../../lambdas/test/integration/support/banking';
export { newPendingWire } from '../../../lambdas/test/integration/support/wires';

const A_DAY_MS = 86_400_000;

/** Runs one job of the job table now, with its grants, exactly as the local stack's scheduler runs it on its timer. */
export async function runJobNow(name: string): Promise<unknown> {
  // A scheduler of its own whose timers never fire during the run: only this run happens here.
  const scheduler = startScheduler({ jobs: jobTable, entryOf: jobEntry, grants: jobGrants, quiet: true, minuteMs: A_DAY_MS });
  try {
    return await scheduler.runNow(name);
  } finally {
    await scheduler.stop();
  }
}
