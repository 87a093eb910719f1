import { fileURLToPath } from 'node:url';
import { operationAreas, operationIds } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { resourceCount, synthesize } from './support/test-stack';

/** CloudFormation's limit of resources per stack. */
const LIMIT = 500;
/** Where the API is headed: about 45 operations in about 14 areas (the largest about 12), and a few jobs. */
const PLANNED = { operations: 45, areas: 14, largestArea: 12, jobs: 5 };

const synthesized = synthesize();
const { stack, template } = synthesized;
const nestedCount = (from: typeof synthesized, nestedStack: object) => resourceCount(from.nested.find((entry) => entry.stack === nestedStack)!.template);

/** The same stack with two jobs (the bank's own job table may be empty), to weigh a job. */
const withJobs = synthesize({
  jobs: {
    jobs: { first: { summary: 'A job', everyMinutes: 5 }, second: { summary: 'Another', everyMinutes: 60 } },
    entryOf: () => fileURLToPath(new URL('../../lambdas/test/fixtures/jobs/heartbeat.ts', import.meta.url)),
    grants: { first: { reads: ['account'] }, second: {} },
  },
});

describe('stack headroom', () => {
  const perOperation = 7;

  it(`costs ${perOperation} resources per operation, all in its area's nested stack`, () => {
    // Function, role, role policy, log group, route, integration and the API's invoke permission.
    for (const [area, operations] of Object.entries(operationAreas)) {
      expect(nestedCount(synthesized, stack.api.areas[area]!), area).toBe(perOperation * Object.keys(operations).length);
    }
  });

  it(`stays far below ${LIMIT} resources per stack with ~${PLANNED.operations} operations and a few jobs`, () => {
    const main = resourceCount(template);
    const areaStacks = Object.keys(stack.api.areas).length;
    // The main stack holds one nested-stack resource per area, and one for the jobs when there are any.
    const jobStacks = stack.jobs ? 1 : 0;
    const mainWithoutAreas = main - areaStacks - jobStacks;
    expect(resourceCount(withJobs.template)).toBe(main + 1 - jobStacks);
    const perJob = nestedCount(withJobs, withJobs.stack.jobs!) / 2;

    const plannedMain = mainWithoutAreas + PLANNED.areas + 1;
    const plannedLargestArea = perOperation * PLANNED.largestArea;
    const plannedJobs = perJob * PLANNED.jobs;
    const flat = mainWithoutAreas + perOperation * PLANNED.operations + plannedJobs;
    console.log(
      `Resources now: main stack ${main} (${operationIds.length} operations in ${areaStacks} area stacks), ${perOperation} per operation, ${perJob} per job. ` +
        `With ${PLANNED.operations} operations in ${PLANNED.areas} areas and ${PLANNED.jobs} jobs: main ${plannedMain}, largest area ${plannedLargestArea}, ` +
        `jobs ${plannedJobs} — where one flat stack would hold ${flat}.`,
    );
    for (const planned of [plannedMain, plannedLargestArea, plannedJobs]) expect(planned).toBeLessThan(LIMIT / 5);
    expect(flat).toBeGreaterThan(LIMIT / 2);
  });
});
