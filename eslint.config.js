import { readdirSync } from 'node:fs';
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

const lambdaContract =
  'infra/ and scripts/ use the Lambda package only through its public contract: @sandbank/lambdas/deployment (or /ledger for the ledger benchmark, /local for the local stack).';

/**
 * The layers of lambdas/src, top to bottom: entries (handlers/, jobs/) → http/ → domain/ → data/ → lib/.
 * A layer imports only layers below it; the ledger kernel (domain/ledger) calls no other feature;
 * nothing but the contract reads the whole operation table, and no function bundles the shared barrel.
 */
const layerAbove = (...layers) => ({
  regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`,
  message: `Layers of lambdas/src import only downwards: entries → http → domain → data → lib (this file may not import ${layers.join(', ')}).`,
});
const sharedBarrels = [
  { name: '@sandbank/shared', message: 'A Lambda bundles only what it imports: use a subpath such as @sandbank/shared/errors or @sandbank/shared/operations/<area>.' },
  { name: '@sandbank/shared/operations', message: 'The merged operation table is for the derivers (contract/); a handler imports its own area: @sandbank/shared/operations/<area>.' },
];
const restrict = (patterns, paths = sharedBarrels) => ({ ...zodNamespaceOnly, 'no-restricted-imports': ['error', { paths, patterns }] });
const lambdaLayers = [
  { files: ['lambdas/src/**/*.ts'], rules: restrict([]) },
  { files: ['lambdas/src/handlers/**/*.ts'], rules: restrict([layerAbove('data', 'lib', 'jobs', 'contract'), { regex: '^\\./', message: 'A handler does not import another handler.' }]) },
  { files: ['lambdas/src/jobs/**/*.ts'], ignores: ['lambdas/src/jobs/create-job.ts', 'lambdas/src/jobs/job-table.ts'], rules: restrict([layerAbove('data', 'lib', 'http', 'handlers', 'contract')]) },
  { files: ['lambdas/src/http/**/*.ts'], rules: restrict([layerAbove('handlers', 'jobs', 'contract')]) },
  { files: ['lambdas/src/domain/**/*.ts'], rules: restrict([layerAbove('http', 'handlers', 'jobs', 'contract')]) },
  {
    files: ['lambdas/src/domain/ledger/**/*.ts'],
    rules: restrict([layerAbove('http', 'handlers', 'jobs', 'contract'), { regex: '^\\.\\./[^.]', message: 'The money kernel (domain/ledger) calls no other feature; features call it.' }]),
  },
  { files: ['lambdas/src/data/**/*.ts'], rules: restrict([layerAbove('domain', 'http', 'handlers', 'jobs', 'contract')]) },
  { files: ['lambdas/src/lib/**/*.ts'], rules: restrict([layerAbove('data', 'domain', 'http', 'handlers', 'jobs', 'contract')]) },
  { files: ['lambdas/src/contract/**/*.ts'], rules: restrict([], [sharedBarrels[0]]) },
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
  // ── lambdas/: layers and per-function imports (docs/architecture.md, "Inside a Lambda") ─────
  ...lambdaLayers,
  // ── infra/ and scripts/: only the Lambda package's public contract ─────────────────────────
  {
    files: ['infra/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)lambdas/src(/|$)', message: lambdaContract },
            { regex: '^@sandbank/lambdas(?!/(deployment|ledger|local)$)', message: lambdaContract },
          ],
        },
      ],
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
    // config/ and lib/ but no other feature and not app/; the shared layers use neither. The web
    // app talks to the backend through the API, never by importing lambdas/ or infra/.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
          ],
        },
      ],
    },
  },
);
