import { Duration, NestedStack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { jobEntry, type JobTable } from '@sandbank/lambdas/deployment';
import type { Construct } from 'constructs';
import { grantsOf, type Access } from '../grants';
import { applyAccess, type GrantTargets } from '../grants/policy';
import { ApiFunction } from './api-function';

export interface JobsProps {
  /** The jobs and their schedules (lambdas/src/jobs/job-table.ts). */
  readonly jobs: JobTable;
  /** Where a job's handler is; `lambdas/src/jobs/<name>.ts` unless told otherwise. */
  readonly entryOf?: (name: string) => string;
  /** What each job may access (infra/lib/grants/jobs.ts). */
  readonly grants: Readonly<Record<string, Access | undefined>>;
  readonly grantTargets: GrantTargets;
  readonly environment: Record<string, string>;
  /** Concurrency set aside for each job's function (infra/lib/reserved-concurrency.ts); none when absent. */
  readonly concurrencyPerJob?: number;
}

/**
 * Work that answers no request, in its own nested stack: per job a function (the project defaults,
 * its own role and grants) and an EventBridge rule that invokes it on the job's schedule. A failed
 * run is retried twice within one period; jobs are idempotent, so a repeated run does no harm.
 */
export class Jobs extends NestedStack {
  readonly functions: Readonly<Record<string, ApiFunction>>;
  readonly schedules: Readonly<Record<string, Rule>>;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id, { description: 'Sandbank scheduled jobs' });
    const functions: Record<string, ApiFunction> = {};
    const schedules: Record<string, Rule> = {};
    for (const [name, job] of Object.entries(props.jobs)) {
      if (!Number.isInteger(job.everyMinutes) || job.everyMinutes < 1) throw new Error(`Job ${name} must run every whole number of minutes (got ${job.everyMinutes})`);
      const grants = grantsOf(props.grants, name, { kind: 'Job', file: 'infra/lib/grants/jobs.ts' });
      const fn = new ApiFunction(this, name, {
        entry: (props.entryOf ?? jobEntry)(name),
        description: `Job ${name}: ${job.summary}`,
        environment: { ...props.environment, JOB_NAME: name },
        timeout: Duration.minutes(1),
        reservedConcurrency: props.concurrencyPerJob,
      });
      applyAccess(fn, fn.function, grants, props.grantTargets);
      const period = Duration.minutes(job.everyMinutes);
      const rule = new Rule(this, `${name}Schedule`, { description: `Runs job ${name} every ${job.everyMinutes} minutes`, schedule: Schedule.rate(period) });
      rule.addTarget(new LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: period }));
      functions[name] = fn;
      schedules[name] = rule;
    }
    this.functions = functions;
    this.schedules = schedules;
  }
}
