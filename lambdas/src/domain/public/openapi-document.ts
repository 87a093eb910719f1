import { OPENAPI_DOCUMENT_VERSION, openApiDocumentOfTable } from '@sandbank/shared/openapi-document';
import type { OpenApiDocument } from '@sandbank/shared/openapi';
import { env } from '../../lib/env';

// Built once per execution environment, on its first request rather than while it starts (in a
// bundled function it was generated when the function was bundled and only needs parsing): the
// table does not change while the function runs, and a cold start stays as light as health's.
let document: OpenApiDocument | undefined;

/** The OpenAPI document of this API, generated from the operation table. */
export function openApiDocument(): OpenApiDocument {
  if (document) return document;
  const ofTable = openApiDocumentOfTable();
  return (document = { ...ofTable, info: { ...(ofTable.info as object), title: `${env.brandName()} API`, version: OPENAPI_DOCUMENT_VERSION } });
}
