import { OPENAPI_DOCUMENT_VERSION, openApiDocumentOfTable } from '@sandbank/shared/openapi-document';
import type { OpenApiDocument } from '@sandbank/shared/openapi';
import { env } from '../../lib/env';

// Built once per execution environment, while it starts (in a bundled function, it was built when
// the function was bundled): the table does not change while the function runs.
const document: OpenApiDocument = { ...openApiDocumentOfTable(), info: { title: `${env.brandName()} API`, version: OPENAPI_DOCUMENT_VERSION } };

/** The OpenAPI document of this API, generated from the operation table. */
export const openApiDocument = (): OpenApiDocument => document;
