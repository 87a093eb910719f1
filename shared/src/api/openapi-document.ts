import { buildOpenApiDocument, type OpenApiDocument } from './openapi';

export const OPENAPI_DOCUMENT_VERSION = '1.0.0';

/**
 * The OpenAPI document of the operation table, before a deployment gives it its title. A bundled
 * Lambda gets this module replaced by the document it returns, built when the function was bundled
 * (lambdas/src/contract/bundling.ts), so that function carries neither the table nor zod.
 */
export const openApiDocumentOfTable = (): OpenApiDocument => buildOpenApiDocument({ title: 'API', version: OPENAPI_DOCUMENT_VERSION });
