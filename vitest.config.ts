import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { configDefaults, defineConfig } from 'vitest/config';

/** The SDK warns once per process that future releases need a newer Node; the lockfile pins ours. */
const quietSdk = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

/*
 * Integration files that prove something about the whole bank — the bank's counters exact around
 * a test customer's expiry, the audit chain tampered with and verified, a table upgraded in place,
 * every account of the listing upgraded, the ledger upgraded to double entry — which another
 * file's customers, writing at the same moment, would disturb. Their names say so
 * (`<capability>.whole-bank.test.ts`); they run on a stack of their own
 * (scripts/test/harness/whole-bank-setup.ts), one file at a time, since one may unbalance the
 * whole bank for a while (the ledger laid out as before double entry) or rely on its figures
 * standing still; every other file shares the tier's stack and may rely on no bank-wide figure
 * standing still.
 */
const WHOLE_BANK_FILES = ['*/test/integration/**/*.whole-bank.test.ts'];

/*
 * The tier's other files share their workers' loaded modules, and with them the handlers' SDK
 * clients, made for the tier's stack (loading every module again for each file cost a quarter of
 * the tier's time). A file that points its worker at a stack or a table of its own (`privateStack`,
 * `usePrivateAuditTable`) would leave the next file's handlers talking to it: it runs isolated,
 * beside the whole-bank files. The config finds them by reading the files, so a new one goes there
 * by itself.
 */
const INTEGRATION_FILES = '*/test/integration/**/*.test.ts';
const bringsOwnStack = (file: string) => /\b(?:privateStack|usePrivateAuditTable)\(/.test(readFileSync(file, 'utf8'));
const OWN_STACK_FILES = globSync(INTEGRATION_FILES, { ignore: [...configDefaults.exclude, ...WHOLE_BANK_FILES] }).filter(bringsOwnStack);

/*
 * A screen, form or hook of the web app rendered in jsdom (`<component>.component.test.tsx`, beside
 * it): Testing Library drives it as a person would, MSW answers its calls at the API's real paths.
 */
const COMPONENT_FILES = 'web/src/**/*.component.test.tsx';

const UNIT_FILES = ['{shared,lambdas,web,scripts}/**/*.test.ts', 'eslint.config.test.ts'];
const UNIT_EXCLUDE = [...configDefaults.exclude, '**/test/integration/**', 'web/e2e/**', COMPONENT_FILES];

/*
 * Unit and component files share their workers' loaded modules (no isolation: loading the modules
 * again for every file cost three times the tests themselves). A file that replaces a module with
 * `vi.mock`, or loads modules anew with `vi.resetModules` (and would leave its copies to the next
 * file), runs isolated, in a project of its own; the config finds them by reading the files, so a
 * new one goes there by itself.
 */
const replacesModules = (file: string) => /\bvi\.(?:mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8'));
const MOCKING_UNIT_FILES = globSync(UNIT_FILES, { ignore: UNIT_EXCLUDE }).filter(replacesModules);
const MOCKING_COMPONENT_FILES = globSync(COMPONENT_FILES, { ignore: configDefaults.exclude }).filter(replacesModules);
const unitFiles = { environment: 'node', env: { LOG_LEVEL: 'SILENT', ...quietSdk } } as const;
const componentFiles = {
  environment: 'jsdom',
  setupFiles: ['web/src/test/components/setup.ts'],
  // A person's typing, key by key, on a machine other tests keep busy.
  testTimeout: 30_000,
} as const;

/** What the two integration projects share: the same tests against the same kind of stack. */
const integrationFiles = {
  setupFiles: ['scripts/test/harness/apply-stack-env.ts'],
  env: quietSdk,
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Two files at a time: these tests mostly wait on the stack.
  maxWorkers: 2,
};

/*
 * Four of the five tiers; the fifth, the browser journeys (`web/e2e/<journey>.test.ts`), runs on
 * Playwright (playwright.config.ts). `npm test` runs them all in order (scripts/test/run-all.ts);
 * each of these can also be run alone with `npx vitest run --project <name>` (the integration tier
 * is two projects, each run by a vitest process of its own: `npm run test:integration` runs both).
 * Where a test lives says its tier (docs/architecture.md, "Tests"): unit tests beside the file they
 * test (`movement.ts` → `movement.test.ts`), a web component's beside it
 * (`<component>.component.test.tsx`), `<package>/test/integration/<capability>.test.ts`,
 * `infra/test/`. Tests reach the stack through @sandbank/scripts/test-harness.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...UNIT_EXCLUDE, ...MOCKING_UNIT_FILES],
          isolate: false,
          ...unitFiles,
        },
      },
      {
        test: {
          name: 'unit-mocking',
          include: MOCKING_UNIT_FILES,
          ...unitFiles,
        },
      },
      {
        test: {
          name: 'component',
          include: [COMPONENT_FILES],
          exclude: [...configDefaults.exclude, ...MOCKING_COMPONENT_FILES],
          isolate: false,
          ...componentFiles,
        },
      },
      {
        test: {
          name: 'component-mocking',
          include: MOCKING_COMPONENT_FILES,
          ...componentFiles,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          globalSetup: ['infra/test/support/scratch-tmpdir.ts'],
          // The files share their workers' loaded modules: the CDK's library, loaded again for each
          // file, cost more than synthesizing the stacks.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: [INTEGRATION_FILES],
          exclude: [...configDefaults.exclude, ...WHOLE_BANK_FILES, ...OWN_STACK_FILES],
          globalSetup: ['scripts/test/harness/integration-setup.ts'],
          ...integrationFiles,
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration-whole-bank',
          include: [...WHOLE_BANK_FILES, ...OWN_STACK_FILES],
          globalSetup: ['scripts/test/harness/whole-bank-setup.ts'],
          ...integrationFiles,
          maxWorkers: 1,
        },
      },
    ],
  },
});
