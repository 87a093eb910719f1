import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OPENAPI_DOCUMENT_VERSION, openApiDocumentOfTable } from '@sandbank/shared/openapi-document';

let documentModule: string | undefined;

/**
 * A stand-in for @sandbank/shared/openapi-document whose `openApiDocumentOfTable` returns the
 * document as a literal, built now from the same table. Written once per process and named after
 * its content, so concurrent builds share it safely.
 */
function prebuiltOpenApiDocumentModule(): string {
  if (documentModule) return documentModule;
  const document = openApiDocumentOfTable();
  // Loading a module costs by its size, and the document grows with every operation (about 150 KB
  // of JSON): it is kept gzipped (about a tenth) and unpacked and parsed at first use.
  const packed = gzipSync(JSON.stringify(document), { level: 9 }).toString('base64');
  const source = [
    "import { gunzipSync } from 'node:zlib';",
    `export const OPENAPI_DOCUMENT_VERSION = ${JSON.stringify(OPENAPI_DOCUMENT_VERSION)};`,
    `export const openApiDocumentOfTable = () => JSON.parse(gunzipSync(Buffer.from(${JSON.stringify(packed)}, 'base64')).toString('utf8'));`,
    '',
  ].join('\n');
  const directory = path.join(tmpdir(), 'sandbank-bundling');
  const file = path.join(directory, `openapi-document-${createHash('sha256').update(source).digest('hex').slice(0, 16)}.mjs`);
  mkdirSync(directory, { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, source);
  renameSync(draft, file);
  documentModule = file;
  return file;
}

/**
 * How every function is built and started: the CDK stack hands these options to esbuild through
 * `NodejsFunction`, and `npm run bench:lambda` builds with the very same ones, so what the
 * benchmark weighs is what gets deployed. Written in esbuild's own terms.
 */
export const functionBundling = {
  bundle: true,
  platform: 'node',
  /** Matches the newest Node.js runtime aws-cdk-lib offers (Runtime.NODEJS_24_X in infra/). */
  target: 'node24',
  format: 'esm',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  // Some dependencies still call require(); give the ESM bundle one.
  banner: "import { createRequire as __sandbankCreateRequire } from 'node:module'; const require = __sandbankCreateRequire(import.meta.url);",
  // The SDK is bundled too, so the deployed code runs the versions the tests ran.
  external: [] as string[],
  /** The file name NodejsFunction gives an ESM bundle. */
  outputFile: 'index.mjs',
  /** Modules fixed when a function is bundled: the OpenAPI document, built from the operation table. */
  get alias(): Record<string, string> {
    return { '@sandbank/shared/openapi-document': prebuiltOpenApiDocumentModule() };
  },
} as const;

/** Node options every function starts with (stack traces through the source maps). */
export const functionNodeOptions = '--enable-source-maps';
