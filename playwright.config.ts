import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/local/chromium';

// The SDK warns once per process that future releases need a newer Node; the lockfile pins ours.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** Where the JSON report goes: `npm test` judges the browser tier from it (scripts/test/run-all.ts). */
export const E2E_JSON_REPORT = '.tmp/test-reports/e2e.json';

/*
 * The browser tier: the journeys of web/e2e/<journey>.test.ts, run by Playwright against the whole
 * local stack (web/e2e/global-setup.ts starts it once for the tier, with the web app as it ships).
 * `npm run test:e2e` runs them all; `npx playwright test <files>` some of them. The other tiers run
 * on Vitest (vitest.config.ts).
 */
export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './web/e2e/global-setup.ts',
  // Two files at a time, each in a worker with its one browser: journeys mostly wait on the
  // browser and the stack. A file's journeys run one after the other unless its describe block
  // says they are independent (`test.describe.configure({ mode: 'parallel' })`). None may rely on a
  // back-office figure or list standing still — an administrator's page hears of every customer's
  // events live, another journey's customers included.
  workers: 2,
  fullyParallel: false,
  timeout: 180_000,
  // A page answers within a second on an idle machine, but a busy one can take longer: a poll
  // waits up to 5 s for what the page must come to show (a journey that must be quicker — live
  // updates within 2 s — says so with its own timeout).
  expect: { timeout: 5_000 },
  // A journey drives a browser against a whole stack on a shared machine: one that fails is run
  // once more, and the test summary names every journey that passed only then (a flaky one stays
  // visible; one that fails twice fails the tier).
  retries: 1,
  forbidOnly: true,
  outputDir: '.tmp/e2e-results',
  reporter: [
    ['list'],
    ['html', { outputFolder: '.tmp/e2e-report', open: 'never' }],
    ['json', { outputFile: E2E_JSON_REPORT }],
  ],
  use: {
    browserName: 'chromium',
    // Chromium as installed on the machine (Playwright's own builds are not downloaded).
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    // Reduced motion: no fade is caught half-way, which would read as too little contrast.
    reducedMotion: 'reduce',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed journey keeps a screenshot of each page it had open, and its run again records a
    // trace (every step, the pages' console and errors), under .tmp/e2e-results; the HTML report
    // (.tmp/e2e-report) shows them. The tier is bound by the browser's CPU: recording a trace of
    // every journey (and axe loaded into every document) made it 807 s instead of 625.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
