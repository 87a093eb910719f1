import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OPENAPI_DOCUMENT_VERSION, openApiDocumentOfTable } from '@sandbank/shared/openapi-document';

let documentModule: string | undefined;

/** Named after its content, so concurrent builds share it safely. */
function prebuiltOpenApiDocumentModule(): string {
  if (documentModule) return documentModule;
  const document = openApiDocumentOfTable();
  // Loading a module costs by its size and the document is about 150 KB of JSON, so it is kept gzipped and unpacked at first
  // use.
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

/** `npm run bench:lambda` builds with these very options, so what the benchmark weighs is what gets deployed. */
export const functionBundling = {
  bundle: true,
  platform: 'node',
  /** Runtime.NODEJS_24_X in infra/. */
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
  /** The OpenAPI document is fixed when a function is bundled. */
  get alias(): Record<string, string> {
    return { '@sandbank/shared/openapi-document': prebuiltOpenApiDocumentModule() };
  },
} as const;

export const functionNodeOptions = '--enable-source-maps';
