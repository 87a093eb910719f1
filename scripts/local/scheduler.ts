import { randomUUID } from 'node:crypto';
import type { Context, ScheduledEvent } from 'aws-lambda';
import type { JobTable } from '@sandbank/lambdas/deployment';
import { grantsOf, type Access } from '@sandbank/infra/local';
import { runWithKeyGrants } from './key-grants';
import { runWithTableGrants } from './table-grants';

/*
 * The local stand-in for the EventBridge schedules of the CDK stack: every job of the job table
 * runs in this process, with the same handler and the same kind of event, every `everyMinutes`.
 * Like the gateway, it loads a handler on first use and runs it with the local stack's
 * environment. A run that is still going when the next one is due is not started twice.
 */

type JobHandler = (event: ScheduledEvent, context: Partial<Context>) => Promise<unknown>;

export interface SchedulerOptions {
  jobs: JobTable;
  /** The file exporting each job's `handler` (the deployment contract's jobEntry). */
  entryOf: (name: string) => string;
  /** How long a minute is: 60,000 ms, shorter only in tests. */
  minuteMs?: number;
  /** Log only failures. */
  quiet?: boolean;
  /** What each job may access (infra/lib/grants/jobs.ts): each run is held to its table and key grants. */
  grants?: Readonly<Record<string, Access | undefined>>;
}

export interface Scheduler {
  /** Runs one job now, as its schedule would; resolves with its report, rejects with its failure. */
  runNow(name: string): Promise<unknown>;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
}

/** The event EventBridge hands a scheduled target. */
export function scheduledEvent(name: string, time: Date): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: time.toISOString(),
    region: 'local',
    resources: [`arn:aws:events:local:000000000000:rule/sandbank-local-${name}`],
    detail: {},
  };
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const minuteMs = options.minuteMs ?? 60_000;
  const handlers = new Map<string, Promise<JobHandler>>();
  const running = new Map<string, Promise<unknown>>();
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };

  const handlerOf = (name: string): Promise<JobHandler> => {
    let loading = handlers.get(name);
    if (!loading) {
      loading = import(options.entryOf(name)).then((module: { handler?: unknown }) => {
        if (typeof module.handler !== 'function') throw new Error(`Job ${name} does not export a handler function`);
        return module.handler as JobHandler;
      });
      loading.catch(() => handlers.delete(name));
      handlers.set(name, loading);
    }
    return loading;
  };

  const runNow = (name: string): Promise<unknown> => {
    if (!Object.hasOwn(options.jobs, name)) return Promise.reject(new Error(`No job named ${name}`));
    const run = (async () => {
      const started = Date.now();
      const handler = await handlerOf(name);
      const invoke = () => handler(scheduledEvent(name, new Date()), { awsRequestId: randomUUID(), functionName: `sandbank-local-${name}` });
      const { grants } = options;
      const granted = grants === undefined ? undefined : grantsOf(grants, name, { kind: 'Job', file: 'infra/lib/grants/jobs.ts' });
      // Held to its table and key grants, as its deployed role would hold it.
      const report = await (granted === undefined ? invoke() : runWithTableGrants(name, granted, () => runWithKeyGrants(name, granted, invoke)));
      log(`Job ${name} ran in ${Date.now() - started} ms: ${JSON.stringify(report)}`);
      return report;
    })();
    running.set(name, run);
    const settled = () => {
      if (running.get(name) === run) running.delete(name);
    };
    run.then(settled, settled);
    return run;
  };

  const timers = Object.entries(options.jobs).map(([name, job]) =>
    setInterval(() => {
      if (running.has(name)) return log(`Job ${name} is still running; this run is skipped`);
      runNow(name).catch((error: unknown) => console.error(`Job ${name} failed:`, error));
    }, job.everyMinutes * minuteMs),
  );

  return {
    runNow,
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
