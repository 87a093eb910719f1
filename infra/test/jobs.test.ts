import { fileURLToPath } from 'node:url';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { jobTable } from '@sandbank/lambdas/deployment';
import { jobGrants, type Access } from '../lib/grants';
import { expectedPermissions, grantedPermissions } from './support/permissions';
import { buildTestStack, resourceCount, resourcesOfType, synthesize } from './support/test-stack';

/** A job table for the construct (the bank's own may be empty), with a handler from the test fixtures. */
const heartbeatEntry = fileURLToPath(new URL('../../lambdas/test/fixtures/jobs/heartbeat.ts', import.meta.url));
const jobs = {
  jobs: { heartbeat: { summary: 'Counts its runs', everyMinutes: 5 }, nightly: { summary: 'Runs once a day', everyMinutes: 1440 } },
  entryOf: () => heartbeatEntry,
  grants: { heartbeat: { reads: ['account', 'accountListing.allAccounts'], writes: ['auditEvent'] }, nightly: {} },
} as const;

describe('scheduled jobs', () => {
  const synthesized = synthesize({ jobs });
  const functions = Object.entries(resourcesOfType(synthesized, 'AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Environment?.Variables?.JOB_NAME,
  );
  const functionOf = (name: string) => functions.find(([, fn]) => fn.Properties.Environment.Variables.JOB_NAME === name)!;

  it('gives each job its own function with the project defaults, in a nested stack of their own', () => {
    expect(functions.map(([, fn]) => fn.Properties.Environment.Variables.JOB_NAME).sort()).toEqual(['heartbeat', 'nightly']);
    const [, heartbeat] = functionOf('heartbeat');
    expect(heartbeat.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 60, Description: 'Job heartbeat: Counts its runs' });
    expect(heartbeat.Properties.Environment.Variables).toMatchObject({ TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) } });
    // Jobs answer no request, so they have no origin to check.
    expect(heartbeat.Properties.Environment.Variables.ORIGIN_VERIFY_SECRETS).toBeUndefined();
    expect(synthesized.stack.jobs).not.toBeNull();
    expect(synthesized.nested.map((nested) => nested.stack)).toContain(synthesized.stack.jobs);
  });

  it('invokes each job on its schedule through EventBridge, retrying a failed run', () => {
    const rules = Object.values(resourcesOfType(synthesized, 'AWS::Events::Rule'));
    const expressions = rules.map((rule) => rule.Properties.ScheduleExpression).sort();
    expect(expressions).toEqual(['rate(1 day)', 'rate(5 minutes)']);
    const [heartbeatId] = functionOf('heartbeat');
    const heartbeatRule = rules.find((rule) => rule.Properties.ScheduleExpression === 'rate(5 minutes)')!;
    expect(heartbeatRule.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [heartbeatId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
      }),
    ]);
    const permissions = Object.values(resourcesOfType(synthesized, 'AWS::Lambda::Permission')).filter(
      (permission) => permission.Properties.Principal === 'events.amazonaws.com',
    );
    expect(permissions.map((permission) => permission.Properties.FunctionName)).toEqual(
      expect.arrayContaining([{ 'Fn::GetAtt': [heartbeatId, 'Arn'] }]),
    );
  });

  it('grants each job exactly the permissions derived from its declaration, nothing broader', () => {
    for (const name of Object.keys(jobs.jobs) as (keyof typeof jobs.jobs)[]) {
      expect(grantedPermissions(synthesized, functionOf(name)[1]), name).toEqual(expectedPermissions(jobs.grants[name]));
    }
    expect(grantedPermissions(synthesized, functionOf('heartbeat')[1])).toEqual([
      'dynamodb:GetItem on table where USER#*',
      'dynamodb:PutItem on table where AUDIT',
      'dynamodb:Query on index/gsi2',
      'dynamodb:Query on table where USER#*',
      'logs:CreateLogStream on own log group',
      'logs:PutLogEvents on own log group',
    ]);
    expect(grantedPermissions(synthesized, functionOf('nightly')[1])).toEqual(['logs:CreateLogStream on own log group', 'logs:PutLogEvents on own log group']);
  });

  it("grants every job of the bank's own job table exactly what infra/lib/grants/jobs.ts declares", () => {
    const real = synthesize();
    const realJobs = Object.entries(resourcesOfType(real, 'AWS::Lambda::Function')).filter(([, fn]) => fn.Properties.Environment?.Variables?.JOB_NAME);
    expect(realJobs.map(([, fn]) => fn.Properties.Environment.Variables.JOB_NAME).sort()).toEqual(Object.keys(jobTable).sort());
    const declared: Record<string, Access> = jobGrants;
    for (const [, fn] of realJobs) {
      const name: string = fn.Properties.Environment.Variables.JOB_NAME;
      expect(grantedPermissions(real, fn), name).toEqual(expectedPermissions(declared[name]!));
    }
  });

  it('expires unconfirmed wire requests every minute, reading only the index of requests awaiting a code', () => {
    const real = synthesize();
    const rules = Object.values(resourcesOfType(real, 'AWS::Events::Rule'));
    expect(rules.map((rule) => rule.Properties.ScheduleExpression)).toEqual(['rate(1 minute)', 'rate(1 minute)', 'rate(1 minute)']);
    const [, expiry] = Object.entries(resourcesOfType(real, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.Environment?.Variables?.JOB_NAME === 'expireWireRequests',
    )!;
    // Writes of a kind of item are granted as its entity module makes them (put and update), in customers' partitions only.
    expect(grantedPermissions(real, expiry)).toEqual([
      'dynamodb:PutItem on table where USER#*',
      'dynamodb:Query on index/gsi3',
      'dynamodb:UpdateItem on table where USER#*',
      'logs:CreateLogStream on own log group',
      'logs:PutLogEvents on own log group',
    ]);
  });

  it("attempts due webhook deliveries every minute, reading only the index of pending deliveries and customers' endpoints and deliveries", () => {
    const real = synthesize();
    const [, retry] = Object.entries(resourcesOfType(real, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.Environment?.Variables?.JOB_NAME === 'retryWebhookDeliveries',
    )!;
    expect(grantedPermissions(real, retry)).toEqual([
      'dynamodb:GetItem on table where USER#*',
      'dynamodb:PutItem on table where USER#*',
      'dynamodb:Query on index/gsi3',
      'dynamodb:Query on table where USER#*',
      'dynamodb:UpdateItem on table where USER#*',
      'logs:CreateLogStream on own log group',
      'logs:PutLogEvents on own log group',
    ]);
  });

  it('removes expired test customers every minute: the only job that deletes, in customer partitions, account numbers and presentment keys, and the pool user', () => {
    const real = synthesize();
    const [, expiry] = Object.entries(resourcesOfType(real, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.Environment?.Variables?.JOB_NAME === 'expireTestCustomers',
    )!;
    const granted = grantedPermissions(real, expiry);
    expect(granted).toEqual(
      expect.arrayContaining([
        'dynamodb:DeleteItem on table where ACCOUNTNUMBER#*',
        'dynamodb:DeleteItem on table where PRESENTED#*',
        'dynamodb:DeleteItem on table where USER#*',
        'dynamodb:Query on index/gsi3',
        'cognito-idp:AdminDeleteUser on user pool',
      ]),
    );
    expect(granted.filter((permission) => permission.startsWith('dynamodb:Scan'))).toEqual([]);
  });

  it('stays clean under cdk-nag', () => {
    const { app, stack } = buildTestStack({ jobs });
    const report = new AwsSolutionsChecks(app).validateScope(stack);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });

  it('stops the synth when a job has no grants entry, or an impossible schedule', () => {
    expect(() => buildTestStack({ jobs: { ...jobs, grants: { heartbeat: {} } } })).toThrow('Job "nightly" has no entry in infra/lib/grants/jobs.ts');
    expect(() => buildTestStack({ jobs: { ...jobs, jobs: { ...jobs.jobs, nightly: { summary: 'x', everyMinutes: 0.5 } } } })).toThrow(/whole number of minutes/);
  });

  it('adds nothing while the job table is empty', () => {
    const { stack, template } = synthesize({ jobs: { jobs: {}, grants: {} } });
    expect(stack.jobs).toBeNull();
    expect(resourceCount(template)).toBeGreaterThan(0);
    template.resourceCountIs('AWS::Events::Rule', 0);
  });
});
