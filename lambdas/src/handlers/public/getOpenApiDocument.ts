import { openApiDocument } from '../../domain/public/openapi-document';
import { createStaticHandler } from '../../http/create-static-handler';

export const handler = createStaticHandler('getOpenApiDocument', openApiDocument);
