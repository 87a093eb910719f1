import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { behaviour, runs } from '../../lambdas/test/fixtures/jobs/heartbeat';
import { scheduledEvent, startScheduler, type Scheduler } from './scheduler';

const heartbeatEntry = fileURLToPath(new URL('../../lambdas/test/fixtures/jobs/heartbeat.ts', import.meta.url));

describe('the local scheduler', () => {
  let scheduler: Scheduler | null = null;
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = null;
    runs.length = 0;
    behaviour.fail = false;
  });

  const start = (minuteMs: number) =>
    (scheduler = startScheduler({ jobs: { heartbeat: { summary: 'Counts its runs', everyMinutes: 1 } }, entryOf: () => heartbeatEntry, minuteMs, quiet: true }));

  it('runs the job handler on its schedule, with the event EventBridge sends, until stopped', async () => {
    const before = new Date();
    const running = start(25);
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await running.stop();
    const counted = runs.length;
    expect(runs.every((run) => run.scheduledAt >= new Date(before.getTime() - 1))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.length).toBe(counted);
  });

  it('runs a job on demand and reports what it returned, or how it failed', async () => {
    const idle = start(60_000);
    await expect(idle.runNow('heartbeat')).resolves.toEqual({ runs: 1 });
    behaviour.fail = true;
    await expect(idle.runNow('heartbeat')).rejects.toThrow('Heartbeat told to fail');
    behaviour.fail = false;
    await expect(idle.runNow('heartbeat')).resolves.toEqual({ runs: 2 });
    await expect(idle.runNow('nightly')).rejects.toThrow('No job named nightly');
  });

  it('builds the scheduled event of an EventBridge rule', () => {
    const event = scheduledEvent('heartbeat', new Date('2026-01-02T03:04:05.000Z'));
    expect(event).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events', time: '2026-01-02T03:04:05.000Z', detail: {} });
    expect(event.resources[0]).toMatch(/rule\/sandbank-local-heartbeat$/);
  });
});
