import { configDefaults, defineConfig } from 'vitest/config';

/** The SDK warns once per process that future releases need a newer Node; the lockfile pins ours. */
const quietSdk = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

/*
 * One runner, four tiers. `npm test` runs them in order (scripts/test/run-all.ts); each tier can
 * also be run alone with `npx vitest run --project <name>`. Where a test lives says its tier
 * (docs/architecture.md, "Tests"): unit tests beside the file they test (`movement.ts` →
 * `movement.test.ts`), `<package>/test/integration/<capability>.test.ts`, `infra/test/`,
 * `web/e2e/<journey>.test.ts`. Tests reach the stack through @sandbank/scripts/test-harness.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,lambdas,web,scripts}/**/*.test.ts', 'eslint.config.test.ts'],
          exclude: [...configDefaults.exclude, '**/test/integration/**', 'web/e2e/**'],
          environment: 'node',
          env: { LOG_LEVEL: 'SILENT', ...quietSdk },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['*/test/integration/**/*.test.ts'],
          globalSetup: ['scripts/test/harness/integration-setup.ts'],
          setupFiles: ['scripts/test/harness/apply-stack-env.ts'],
          env: quietSdk,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One file at a time: several prove things about the whole bank on the shared stack (the
          // audit chain tampered with and verified, the bank's counters exact around an expiry),
          // which another file writing at the same moment would make fail.
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          globalSetup: ['web/e2e/global-setup.ts'],
          env: quietSdk,
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // One journey at a time: an administrator's page hears of every customer's events live, so
          // another journey's customers would refresh the screen a journey is checking.
          fileParallelism: false,
          // A page answers within a second on an idle machine, but a busy one can take longer: a poll
          // waits up to 5 s for what the page must come to show (a journey that must be quicker —
          // live updates within 2 s — says so with its own timeout).
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
