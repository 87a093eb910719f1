import { describe, expect, it } from 'vitest';
import { asVitestReport, type PlaywrightReport } from './playwright-report';
import { judgeTier } from './tier-report';

type Test = PlaywrightReport['suites'][number]['specs'][number]['tests'][number];

const passed: Test = { status: 'expected', results: [{ status: 'passed' }] };
const failedThenPassed: Test = {
  status: 'flaky',
  results: [{ status: 'failed', error: { message: '\u001b[31mTimeoutError\u001b[39m: page.click: Timeout 30000ms exceeded.\nCall log:\n    at x' } }, { status: 'passed' }],
};
const failedTwice: Test = {
  status: 'unexpected',
  results: [
    { status: 'failed', error: { message: 'Error: first try' } },
    { status: 'timedOut', error: { message: 'Error: expect(received).toBe(expected)\n\nExpected: 3\nReceived: 2\n    at webhooks.test.ts:181' } },
  ],
};
const notRun: Test = { status: 'skipped', results: [] };

const report = (tests: Test[], errors: PlaywrightReport['errors'] = []): PlaywrightReport => ({
  config: { rootDir: '/repo/web/e2e' },
  suites: [
    {
      title: 'webhooks.test.ts',
      file: 'webhooks.test.ts',
      specs: [],
      suites: [{ title: 'journey: webhooks', file: 'webhooks.test.ts', specs: tests.map((test, index) => ({ title: `test ${index + 1}`, tests: [test] })) }],
    },
  ],
  errors,
});

describe('asVitestReport', () => {
  it('passes a tier whose every journey passed the first time', () => {
    expect(judgeTier(0, asVitestReport(report([passed, passed])), '/repo')).toEqual({
      ok: true,
      passed: 2,
      failed: 0,
      notRun: 0,
      brokenSuites: 0,
      reasons: [],
      failedTests: [],
      passedOnRetry: [],
    });
  });

  it("names a journey that failed every try with its last try's message, and one that passed only when run again", () => {
    const verdict = judgeTier(1, asVitestReport(report([passed, failedThenPassed, failedTwice])), '/repo');
    expect(verdict).toMatchObject({ ok: false, passed: 2, failed: 1, notRun: 0, reasons: ['1 failed'] });
    expect(verdict.failedTests).toEqual(['web/e2e/webhooks.test.ts › journey: webhooks › test 3: Error: expect(received).toBe(expected)\n    Expected: 3\n    Received: 2']);
    expect(verdict.passedOnRetry).toEqual(['web/e2e/webhooks.test.ts › journey: webhooks › test 2: TimeoutError: page.click: Timeout 30000ms exceeded.\n    Call log:']);
  });

  it('names a journey that ran out of time with what it was waiting for, and each error of its try', () => {
    const timedOut: Test = {
      status: 'unexpected',
      results: [
        {
          status: 'timedOut',
          error: { message: 'Test timeout of 180000ms exceeded.' },
          errors: [
            { message: 'Test timeout of 180000ms exceeded.' },
            {
              message:
                "Error: locator.click: Test timeout of 180000ms exceeded.\nCall log:\n  - waiting for getByTestId('check-approve')\n\n  12 |   await open(page);\n> 13 |   await page.getByTestId('check-approve').click();\n     |                                            ^\n  14 | });",
            },
            { message: 'Error: Accessibility (axe, WCAG 2.2 AA): 1 serious or critical violation(s)\n- /checks [serious] color-contrast: Elements must meet minimum color contrast ratio thresholds' },
          ],
        },
      ],
    };
    expect(judgeTier(1, asVitestReport(report([timedOut])), '/repo').failedTests).toEqual([
      [
        'web/e2e/webhooks.test.ts › journey: webhooks › test 1: Test timeout of 180000ms exceeded.',
        'Error: locator.click: Test timeout of 180000ms exceeded.',
        'Call log:',
        "- waiting for getByTestId('check-approve')",
        'Error: Accessibility (axe, WCAG 2.2 AA): 1 serious or critical violation(s)',
        '- /checks [serious] color-contrast: Elements must meet minimum color contrast ratio thresholds',
      ].join('\n    '),
    ]);
  });

  it('counts a journey that did not run, and fails the tier for it', () => {
    const verdict = judgeTier(1, asVitestReport(report([passed, notRun])), '/repo');
    expect(verdict).toMatchObject({ ok: false, passed: 1, notRun: 1, reasons: ['1 test(s) did not run'] });
  });

  it('reads an error outside the journeys (a file that did not load, the global setup) as a file that broke', () => {
    const verdict = judgeTier(
      1,
      asVitestReport({ config: { rootDir: '/repo/web/e2e' }, suites: [], errors: [{ message: 'Error: the stack did not start\n    at setup', location: { file: '/repo/web/e2e/global-setup.ts' } }, { message: 'Error: worker crashed' }] }),
      '/repo',
    );
    expect(verdict.reasons).toEqual(['2 suite(s) broke before their tests ran: web/e2e/global-setup.ts (Error: the stack did not start); web/e2e/playwright (Error: worker crashed)']);
  });
});
