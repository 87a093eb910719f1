import { gunzipSync, gzipSync } from 'node:zlib';
import { buildOpenApiDocument, type OpenApiDocument } from '@sandbank/shared/openapi';
import { env } from '../../lib/env';

const VERSION = '1.0.0';
const build = () => buildOpenApiDocument({ title: 'API', version: VERSION });

/**
 * The document as the stack's bundling embeds it (contract/bundling.ts): built from the operation
 * table when the function is bundled, gzipped and base64-encoded to stay a small constant.
 */
export const packOpenApiDocument = (): string => gzipSync(JSON.stringify(build())).toString('base64');

/**
 * In a bundled function esbuild has replaced this variable with the packed document, so the
 * function carries neither the table nor a schema library. Run from source (the local stack,
 * the tests) it is unset, and the same document is built here, from the same table.
 */
const document: OpenApiDocument = process.env.SANDBANK_OPENAPI_DOCUMENT
  ? JSON.parse(gunzipSync(Buffer.from(process.env.SANDBANK_OPENAPI_DOCUMENT, 'base64')).toString('utf8'))
  : build();
const titled: OpenApiDocument = { ...document, info: { title: `${env.brandName()} API`, version: VERSION } };

/** The OpenAPI document of this API, generated from the operation table. */
export const openApiDocument = (): OpenApiDocument => titled;
