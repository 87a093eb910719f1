import { publicOperations } from '@sandbank/shared/operations/public';
import { openApiDocument } from '../domain/public/openapi-document';
import { createHandler } from '../http/create-handler';

export const handler = createHandler(publicOperations, 'getOpenApiDocument', async () => openApiDocument());
