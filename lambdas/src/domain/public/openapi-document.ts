import { buildOpenApiDocument, type OpenApiDocument } from '@sandbank/shared/openapi';
import { env } from '../../lib/env';

// Built once per execution environment, while it starts: the table does not change while it runs.
const document = buildOpenApiDocument({ title: `${env.brandName()} API`, version: '1.0.0' });

/** The OpenAPI document of this API, generated from the operation table. */
export const openApiDocument = (): OpenApiDocument => document;
