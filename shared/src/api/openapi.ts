import * as z from 'zod/mini';
import { errorStatus } from '../errors';
import { ErrorBody } from '../schemas/error-body';
import { operations } from './operations/index';
import type { OperationDefinition } from './operation';

type JsonObject = Record<string, unknown>;

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function parametersOf(operation: OperationDefinition): JsonObject[] {
  const parameters: JsonObject[] = [];
  for (const [location, schema] of [
    ['path', operation.params],
    ['query', operation.query],
  ] as const) {
    if (!schema) continue;
    const shape = jsonSchema(schema, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
    for (const [name, property] of Object.entries(shape.properties ?? {})) {
      parameters.push({ name, in: location, required: location === 'path' || !!shape.required?.includes(name), schema: property });
    }
  }
  if (operation.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'Client-made unique key; a retry with the same key returns the first result.',
      schema: { type: 'string', minLength: 8, maxLength: 128 },
    });
  }
  return parameters;
}

export type OpenApiDocument = JsonObject & { openapi: string };

/** Builds the OpenAPI 3.1 document of the whole API from the operation table. */
export function buildOpenApiDocument(options: { title: string; version: string; serverUrl?: string }): OpenApiDocument {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [operationId, definition] of Object.entries(operations)) {
    const operation = definition as OperationDefinition;
    const responses: JsonObject = {
      [String(operation.successStatus ?? 200)]: {
        description: 'Success',
        content: {
          'application/json': { schema: jsonSchema(operation.response, 'output') },
          ...(operation.alternativeContentType ? { [operation.alternativeContentType]: { schema: { type: 'string' } } } : {}),
        },
      },
      [errorStatus.invalid_input]: errorResponse('Invalid input'),
      [errorStatus.internal]: errorResponse('Unexpected error'),
    };
    if (operation.access !== 'public') {
      responses[errorStatus.unauthorized] = errorResponse('Missing or invalid bearer token');
      responses[errorStatus.not_found] = errorResponse('Not found, or not yours');
    }
    if (operation.access === 'admin') responses[errorStatus.forbidden] = errorResponse('Not an administrator');
    if (operation.idempotent) responses[errorStatus.idempotency_key_reused] = errorResponse('Idempotency key reused with another body');
    if (operation.rateLimit) responses[errorStatus.throttled] = { $ref: '#/components/responses/Throttled' };

    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = {
      operationId,
      summary: operation.summary,
      tags: [operation.access],
      ...(operation.access === 'public' ? { security: [] } : {}),
      parameters: parametersOf(operation),
      ...(operation.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito access token' } },
      schemas: { Error: jsonSchema(ErrorBody, 'output') },
      responses: {
        Throttled: {
          ...errorResponse('Too many calls of this kind by this caller (per-caller limits); try again after Retry-After seconds'),
          headers: { 'Retry-After': { description: 'Seconds until the caller may try again', schema: { type: 'integer', minimum: 1 } } },
        },
      },
    },
    paths,
  };
}
