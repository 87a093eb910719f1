import { describe, expect, it } from 'vitest';
import { judgeTier, type VitestReport } from './tier-report';

const suite = (name: string, status: string, results: string[], message = ''): VitestReport['testResults'][number] => ({
  name: `/repo/${name}`,
  status,
  message,
  assertionResults: results.map((result) => ({ status: result })),
});

const report = (suites: VitestReport['testResults']): VitestReport => ({
  numPassedTests: suites.flatMap((entry) => entry.assertionResults).filter((result) => result.status === 'passed').length,
  numFailedTests: suites.flatMap((entry) => entry.assertionResults).filter((result) => result.status === 'failed').length,
  testResults: suites,
});

describe('judgeTier', () => {
  it('passes a tier whose every test ran and passed', () => {
    const verdict = judgeTier(0, report([suite('a.test.ts', 'passed', ['passed', 'passed'])]), '/repo');
    expect(verdict).toEqual({ ok: true, passed: 2, failed: 0, notRun: 0, brokenSuites: 0, reasons: [], failedTests: [], passedOnRetry: [] });
  });

  it('fails a tier whose suites broke in a hook, counting their tests as not run', () => {
    const verdict = judgeTier(
      1,
      report([
        suite('web/e2e/a.test.ts', 'failed', ['skipped', 'skipped']),
        suite('web/e2e/b.test.ts', 'failed', [], "Cannot find module './x'\n  at stack"),
        suite('web/e2e/c.test.ts', 'passed', ['passed']),
      ]),
      '/repo',
    );
    expect(verdict.ok).toBe(false);
    expect(verdict).toMatchObject({ passed: 1, failed: 0, notRun: 2, brokenSuites: 2 });
    expect(verdict.reasons).toEqual([
      "2 suite(s) broke before their tests ran: web/e2e/a.test.ts; web/e2e/b.test.ts (Cannot find module './x')",
      '2 test(s) did not run',
    ]);
  });

  it('fails a tier without a report, or one that ran nothing', () => {
    expect(judgeTier(1, null).reasons).toEqual(['no test report: the tier crashed or did not start (exit code 1)']);
    expect(judgeTier(0, report([])).reasons).toEqual(['no test ran']);
  });

  it('names failing tests, and a non-zero exit even when every test passed', () => {
    expect(judgeTier(1, report([suite('a.test.ts', 'failed', ['passed', 'failed'])])).reasons).toEqual(['1 failed']);
    expect(judgeTier(1, report([suite('a.test.ts', 'passed', ['passed'])])).reasons).toEqual(['exit code 1']);
  });

  it("names each failed test with its error's message, and each test that passed only when run again", () => {
    const verdict = judgeTier(
      1,
      report([
        {
          name: '/repo/web/e2e/webhooks.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'failed', fullName: 'webhooks rotates the secret', failureMessages: ['AssertionError: expected 2 to be 3\n    at webhooks.test.ts:181'] },
            { status: 'passed', fullName: 'webhooks on a phone', failureMessages: ['TimeoutError: page.click: Timeout 30000ms exceeded.\n    at x'] },
            { status: 'passed', fullName: 'webhooks registers', failureMessages: [] },
          ],
        },
      ]),
      '/repo',
    );
    expect(verdict.failedTests).toEqual(['web/e2e/webhooks.test.ts › webhooks rotates the secret: AssertionError: expected 2 to be 3']);
    expect(verdict.passedOnRetry).toEqual(['web/e2e/webhooks.test.ts › webhooks on a phone: TimeoutError: page.click: Timeout 30000ms exceeded.']);
    expect(verdict.ok).toBe(false);
  });

  it('keeps every line of a message that lists what it found, and none of its stack or diff', () => {
    const message = 'AssertionError: the walk found 2 problem(s):\nadmin /admin: x does nothing\nadmin /admin/users: y does nothing\n\n- Expected\n+ Received\n    at walk.test.ts:358';
    const verdict = judgeTier(1, report([{ name: '/repo/walk.test.ts', status: 'failed', assertionResults: [{ status: 'failed', fullName: 'walk', failureMessages: [message] }] }]), '/repo');
    expect(verdict.failedTests).toEqual(['walk.test.ts › walk: AssertionError: the walk found 2 problem(s):\n    admin /admin: x does nothing\n    admin /admin/users: y does nothing']);
  });
});
