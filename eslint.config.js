import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's features (web/src/features/<name>): each may use the shared layers, never another feature. */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `import { z } from 'zod'` pulls every locale into a bundle; the namespace import lets esbuild keep only what is used. */
const zodNamespaceOnly = {
  'no-restricted-syntax': [
    'error',
    { selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']", message: "Import zod as a namespace: import * as z from 'zod'." },
  ],
};

/** Resolves the workspace packages (@sandbank/*) through their "exports", so the zones below see where they point. */
const workspaceResolver = fileURLToPath(new URL('./scripts/lint/workspace-resolver.mjs', import.meta.url));
/**
 * How the import rules read our modules: TypeScript sources of the given extensions, resolved
 * through the workspaces, and never the packages' own modules (the web app's libraries made the
 * loop check 95 % of the whole lint's time).
 */
const importSettings = (extensions) => ({
  'import/extensions': [...extensions, '.js', '.mjs'],
  'import/parsers': { '@typescript-eslint/parser': extensions },
  'import/resolver': { [workspaceResolver]: {}, node: { extensions: [...extensions, '.js', '.mjs', '.json'] } },
  'import/ignore': ['node_modules'],
});
const noImportLoops = ['error', { ignoreExternal: true }];

/** The zones' paths are relative to the repository, wherever ESLint runs from. */
const restrictedPaths = (zones) => ['error', { zones, basePath: fileURLToPath(new URL('.', import.meta.url)) }];

/**
 * The layers of lambdas/src, top to bottom: entries (handlers/, jobs/, streams/, live/, triggers/) → http/ → domain/ → data/ → lib/;
 * contract/ (what infra/ and scripts/ may use) sits above them all. The zones are checked on the
 * resolved path of every import, static or dynamic, however it is spelled (`./../../http/x`,
 * `../../domain/../handlers/x`, `@sandbank/lambdas/deployment`), so a layer reaches only those below it.
 * Tests beside the code are not a layer and are left out.
 */
const src = (...folders) => folders.map((folder) => `./lambdas/src/${folder}`);
const downwardsOnly = (layer) => `Layers of lambdas/src import only downwards: entries → http → domain → data → lib (docs/architecture.md, "Inside a Lambda"); ${layer}`;
const lambdaZones = [
  { target: src('handlers'), from: src('handlers'), message: 'A handler does not import another handler: what two share lives in domain/ or http/.' },
  { target: src('handlers'), from: src('data', 'lib', 'jobs', 'streams', 'live', 'contract'), message: downwardsOnly('a handler calls http/ and domain/ only.') },
  {
    target: src('jobs/**/!(create-job|job-table).ts'),
    from: src('data', 'lib', 'http', 'handlers', 'streams', 'contract'),
    message: downwardsOnly('a job calls createJob and domain/ only.'),
  },
  { target: src('jobs/create-job.ts', 'jobs/job-table.ts'), from: src('handlers', 'streams', 'contract'), message: downwardsOnly('the job wrapper and table never import entries or the contract.') },
  {
    target: src('streams/**/!(create-stream-consumer|stream-table).ts'),
    from: src('data', 'lib', 'http', 'handlers', 'jobs', 'contract'),
    message: downwardsOnly('a stream consumer calls createStreamConsumer and domain/ only.'),
  },
  {
    target: src('streams/create-stream-consumer.ts', 'streams/stream-table.ts'),
    from: src('handlers', 'jobs', 'contract'),
    message: downwardsOnly('the stream consumer wrapper and table never import entries or the contract.'),
  },
  {
    target: src('live/**/!(create-live-route|live-functions).ts'),
    from: src('data', 'lib', 'http', 'handlers', 'jobs', 'streams', 'contract'),
    message: downwardsOnly('a function of the live-updates API calls its wrapper and domain/ only.'),
  },
  {
    target: src('live/create-live-route.ts', 'live/live-functions.ts'),
    from: src('handlers', 'jobs', 'streams', 'contract'),
    message: downwardsOnly('the live-updates wrappers and table never import entries or the contract.'),
  },
  {
    target: src('triggers/**/!(trigger-functions).ts'),
    from: src('data', 'lib', 'http', 'handlers', 'jobs', 'streams', 'live', 'contract'),
    message: downwardsOnly('a user-pool trigger calls domain/ only.'),
  },
  { target: src('triggers/trigger-functions.ts'), from: src('handlers', 'jobs', 'streams', 'live', 'contract'), message: downwardsOnly('the trigger table never imports entries or the contract.') },
  { target: src('http'), from: src('handlers', 'jobs', 'streams', 'live', 'triggers', 'contract'), message: downwardsOnly('http/ never imports entries or the contract.') },
  { target: src('domain'), from: src('http', 'handlers', 'jobs', 'streams', 'live', 'triggers', 'contract'), message: downwardsOnly('domain/ never imports http/, entries or the contract.') },
  {
    target: src('domain/ledger'),
    from: src('domain'),
    except: ['./ledger', './idempotency'],
    message: 'The money kernel (domain/ledger) calls no other feature, only idempotency (domain/idempotency); features call it.',
  },
  {
    target: src('domain/idempotency'),
    from: src('domain'),
    except: ['./idempotency'],
    message: 'Idempotency (domain/idempotency) sits under every writer, the money kernel included: it calls no feature.',
  },
  { target: src('data'), from: src('domain', 'http', 'handlers', 'jobs', 'streams', 'live', 'triggers', 'contract'), message: downwardsOnly('data/ never imports the layers above it or the contract.') },
  { target: src('lib'), from: src('data', 'domain', 'http', 'handlers', 'jobs', 'streams', 'live', 'triggers', 'contract'), message: downwardsOnly('lib/ imports no other layer.') },
  // One module per AWS client (lib/clients), used only by data/: the rules above it never talk to AWS themselves.
  {
    target: src('!(data|lib)/**', '*', 'lib/!(clients)/**', 'lib/*'),
    from: '**/node_modules/@aws-sdk/**',
    message: 'Only lib/clients and data/ import the AWS SDK: the layers above reach AWS through data/.',
  },
  { target: src('handlers', 'jobs', 'streams', 'http', 'domain'), from: src('lib/clients'), message: 'Only data/ (and the contract) use the AWS clients: the layers above reach AWS through data/.' },
  // A function bundles only what it imports: the shared barrels would pull every schema into each one.
  {
    target: src('**'),
    from: './shared/src/index.ts',
    message: 'A Lambda bundles only what it imports: use a subpath such as @sandbank/shared/errors or @sandbank/shared/operations/<area>.',
  },
  {
    target: src('!(contract)/**'),
    from: './shared/src/api/operations/index.ts',
    message: 'The merged operation table is for the derivers (contract/); a handler imports its own area: @sandbank/shared/operations/<area>.',
  },
  { target: src('**'), from: ['./infra', './web', './scripts'], message: 'The functions import no other package of the repository but shared/.' },
];

const lambdaContract =
  'infra/ and scripts/ use the Lambda package only through its public contract: @sandbank/lambdas/deployment (or /ledger for the ledger benchmark, /local for the local stack, /maintenance for the data upgrades an operator runs).';
const infraContract = 'scripts/ use the infra package only through its public contract: @sandbank/infra/local (infra/lib/contract/local.ts).';
const contractZones = [
  {
    target: ['./infra', './scripts'],
    from: './lambdas/src',
    except: ['./contract/deployment.ts', './contract/ledger.ts', './contract/local.ts', './contract/maintenance.ts'],
    message: lambdaContract,
  },
  { target: './scripts', from: './infra', except: ['./lib/contract/local.ts'], message: infraContract },
];
// The zones see only what resolves; a subpath a package does not export is refused by its name.
const unexportedSubpaths = [
  { regex: '^@sandbank/lambdas/(?!(deployment|ledger|local|maintenance)$)', message: lambdaContract },
  { regex: '^@sandbank/infra/(?!local$)', message: infraContract },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out*/**', '.local/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Tests read raw JSON answers of the API; typing every one would only restate the schemas.
    files: ['**/test/**/*.ts', '**/*.test.ts', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // ── shared/ ────────────────────────────────────────────────────────────────────────────────
  {
    files: ['shared/src/**/*.ts'],
    rules: zodNamespaceOnly,
  },
  // ── lambdas/, infra/, scripts/: layers and public contracts, by resolved path ──────────────
  {
    files: ['lambdas/**/*.ts', 'infra/**/*.ts', 'scripts/**/*.ts'],
    plugins: { import: importPlugin },
    settings: importSettings(['.ts']),
    rules: { 'import/no-cycle': noImportLoops },
  },
  { files: ['lambdas/src/**/*.ts'], rules: zodNamespaceOnly },
  {
    files: ['lambdas/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import/no-restricted-paths': restrictedPaths(lambdaZones) },
  },
  {
    // Tests of the functions may check them against the deployed grants, through infra's contract.
    files: ['lambdas/**/*.test.ts', 'lambdas/test/**/*.ts'],
    rules: {
      'import/no-restricted-paths': restrictedPaths([
        { target: './lambdas', from: './infra', except: ['./lib/contract/local.ts'], message: 'Tests of the functions use infra only through @sandbank/infra/local.' },
      ]),
    },
  },
  {
    files: ['infra/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'import/no-restricted-paths': restrictedPaths(contractZones),
      'no-restricted-imports': ['error', { patterns: unexportedSubpaths }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Classic zod's chainable API would ship with every signed-in page; the shared schemas are Zod Mini.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Use Zod Mini at runtime: import * as z from 'zod/mini' (type imports from 'zod' are fine).", allowTypeImports: true }] },
      ],
    },
  },
  {
    // The web app's layers, one way only: app/ composes features; a feature uses components/,
    // config/ and lib/ but no other feature and not app/; the shared layers use neither, and lib/
    // does not use components/. The web app talks to the backend through the API, never by
    // importing lambdas/ or infra/.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importSettings(['.ts', '.tsx']),
    rules: {
      'import/no-cycle': noImportLoops,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: ['./lambdas', './infra'], message: 'The web app reaches the backend through the API only.' },
            { target: './web/src/features', from: './web/src/app', message: 'A feature never imports app/: app/ composes features.' },
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other: app/ composes them.',
            })),
            {
              target: ['./web/src/components', './web/src/config', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message: 'The shared layers (components, config, lib) never import features or app/.',
            },
            { target: './web/src/lib', from: './web/src/components', message: 'lib/ holds logic and hooks without markup: it never imports components/ (components use lib/).' },
          ],
        },
      ],
    },
  },
);
