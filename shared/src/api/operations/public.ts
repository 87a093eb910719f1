import * as z from 'zod/mini';
import { defineOperations } from '../operation';

/** Operations anyone may call, without a token. */
export const publicOperations = defineOperations({
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness of the API',
    response: z.object({ status: z.literal('ok'), time: z.iso.datetime() }),
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'OpenAPI 3.1 document of this API, generated from the operation table',
    response: z.looseObject({ openapi: z.string() }),
  },
});
