import { packOpenApiDocument } from '../domain/public/openapi-document';

let packedDocument: string | undefined;

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
  /** Constants fixed when a function is bundled: the OpenAPI document, built from the operation table. */
  get define(): Record<string, string> {
    packedDocument ??= packOpenApiDocument();
    return { 'process.env.SANDBANK_OPENAPI_DOCUMENT': JSON.stringify(packedDocument) };
  },
} as const;

/** Node options every function starts with (stack traces through the source maps). */
export const functionNodeOptions = '--enable-source-maps';
