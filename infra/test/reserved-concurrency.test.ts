import { jobTable } from '@sandbank/lambdas/deployment';
import { describe, expect, it } from 'vitest';
import { reservedConcurrency } from '../lib/reserved-concurrency';
import { resourcesOfType, synthesize, type CfnResourceJson } from './support/test-stack';

/** Each function's reserved concurrency, or null, by what it is: the trigger, a job by name, or anything else by logical id. */
function reservations(synthesized: ReturnType<typeof synthesize>): Record<string, number | null> {
  const functions = Object.entries(resourcesOfType(synthesized, 'AWS::Lambda::Function')) as [string, CfnResourceJson][];
  return Object.fromEntries(
    functions.map(([logicalId, fn]) => {
      const jobName: unknown = fn.Properties.Environment?.Variables?.JOB_NAME;
      const name = String(fn.Properties.Description ?? '').startsWith('User pool trigger preTokenGeneration:')
        ? 'preTokenGeneration'
        : typeof jobName === 'string'
          ? `job ${jobName}`
          : logicalId;
      return [name, (fn.Properties.ReservedConcurrentExecutions as number | undefined) ?? null];
    }),
  );
}

describe('reserved concurrency', () => {
  const jobNames = Object.keys(jobTable).map((name) => `job ${name}`);

  it("sets concurrency aside for the pool's pre-token-generation trigger and for each job, and for nothing else", () => {
    const reserved = reservations(synthesize());
    expect(reserved.preTokenGeneration).toBe(reservedConcurrency.preTokenGeneration);
    for (const job of jobNames) expect(reserved[job], job).toBe(reservedConcurrency.job);
    const others = Object.entries(reserved).filter(([name]) => name !== 'preTokenGeneration' && !jobNames.includes(name));
    // The API's functions (one per operation), the stream's consumers and CDK's helpers all share the unreserved pool.
    expect(others.length).toBeGreaterThan(40);
    expect(others.filter(([, concurrency]) => concurrency !== null)).toEqual([]);
  });

  it('keeps the reservations small: far from the 900 an account of the default quota may set aside', () => {
    const total = reservedConcurrency.preTokenGeneration + reservedConcurrency.job * Object.keys(jobTable).length;
    expect(total).toBeLessThanOrEqual(30);
  });

  it('sets none aside when the deployment turns reservations off (reserveConcurrency=false)', () => {
    const reserved = reservations(synthesize({ reserveConcurrency: false }));
    expect(Object.keys(reserved)).toEqual(expect.arrayContaining(['preTokenGeneration', ...jobNames]));
    expect(Object.entries(reserved).filter(([, concurrency]) => concurrency !== null)).toEqual([]);
  });
});
