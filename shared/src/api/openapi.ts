import * as z from 'zod/mini';
import { errorStatus } from '../errors';
import { FAULT_HEADER, FAULT_MAX_LATENCY_MS, FAULT_TIMEOUT_MS } from '../sandbox';
import { apiSchemas } from './openapi-schema-names';
import { ErrorBody } from '../schemas/error-body';
import { exampleOf, type JsonSchema } from './openapi-examples';
import { operations } from './operations/index';
import type { OperationDefinition } from './operation';

type JsonObject = Record<string, unknown>;
type Io = 'input' | 'output';

const SCHEMAS = '#/components/schemas/';
const TARGET = 'draft-2020-12';

const jsonSchema = (schema: z.core.$ZodType, io: Io): JsonObject => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: TARGET, io, unrepresentable: 'any' });
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } },
});

const idempotencyKey = (required: boolean) => ({
  name: 'Idempotency-Key',
  in: 'header',
  required,
  description: 'Client-made unique key (a UUID); a retry with the same key returns the first result, the same key with another body is 422.',
  schema: { type: 'string', minLength: 8, maxLength: 128 },
  example: '9b2f7c1e-5d4a-4c3b-8e6f-0a1b2c3d4e5f',
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
      const required = location === 'path' || !!shape.required?.includes(name);
      parameters.push({ name, in: location, required, schema: property, ...(required ? { example: exampleOf(property as JsonSchema, {}, name) } : {}) });
    }
  }
  if (operation.idempotent) parameters.push(idempotencyKey(true));
  else if (operation.optionalIdempotencyKey) parameters.push(idempotencyKey(false));
  if (operation.access !== 'public') parameters.push({ $ref: '#/components/parameters/SandbankFault' });
  return parameters;
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Every `$ref` to a named schema inside a JSON schema. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMAS)) found.add(inner.slice(SCHEMAS.length));
      else refsIn(inner, found);
    }
  }
  return found;
}

/** A copy with every `$ref` to a named schema renamed. */
function renameRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, rename));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMAS) ? [key, `${SCHEMAS}${rename(inner.slice(SCHEMAS.length))}`] : [key, renameRefs(inner, rename)],
    ),
  );
}

/** The named schemas one side (requests or responses) reaches from its operations' own schemas. */
function reachable(start: Iterable<string>, schemas: Record<string, JsonObject>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  return seen;
}

/**
 * A schema declaring a name another schema declared after it: the registry keeps the later one, so
 * the earlier would silently be written as the other's component.
 */
function declaredOnce({ zodSchema }: { zodSchema: z.core.$ZodType }) {
  const name = apiSchemas.get(zodSchema)?.id;
  if (name !== undefined && apiSchemas._idmap.get(name) !== zodSchema) throw new Error(`Two schemas are named ${name} in the OpenAPI document`);
}

/**
 * components/schemas: every request and response schema under the name it declares
 * (openapi-schema-names.ts), the schemas they use too, each converted for the side it is on (a
 * request's defaults are optional to send, a response's always there). A schema that reads
 * differently on the two sides is named `<Name>Input` on the request side.
 */
function namedSchemas(): { schemas: Record<string, JsonObject>; requestName: Map<object, string>; responseName: Map<object, string> } {
  const registry = z.registry<{ id: string }>();
  const nameOf = new Map<object, string>();
  const register = (schema: z.core.$ZodType, name: string) => {
    registry.add(schema, { id: name });
    nameOf.set(schema, name);
  };
  // The declared names, by the registry's index of them (which z.toJSONSchema reads of a registry too).
  for (const [name, schema] of apiSchemas._idmap) register(schema, name);
  // An operation's own schema written in its row (a page of rows, health's answer) is named after the operation.
  for (const [operationId, definition] of Object.entries(operations) as [string, OperationDefinition][]) {
    for (const [schema, suffix] of [
      [definition.body, 'Body'],
      [definition.response, 'Response'],
      [definition.accepted?.response, 'AcceptedResponse'],
    ] as const) {
      if (schema && !nameOf.has(schema)) {
        const name = `${capitalized(operationId)}${suffix}`;
        if (registry._idmap.has(name)) throw new Error(`Two schemas are named ${name} in the OpenAPI document`);
        register(schema, name);
      }
    }
  }
  const convert = (io: Io) => {
    const { schemas } = z.toJSONSchema(registry, { target: TARGET, io, unrepresentable: 'any', uri: (id) => `${SCHEMAS}${id}`, override: declaredOnce });
    return Object.fromEntries(Object.entries(schemas).map(([name, { $schema: _schema, $id: _id, ...schema }]) => [name, schema as JsonObject]));
  };
  const input = convert('input');
  const output = convert('output');
  const all = Object.values(operations) as OperationDefinition[];
  const requestSide = reachable(all.flatMap((operation) => (operation.body ? [nameOf.get(operation.body)!] : [])), input);
  const responseSide = reachable(
    [...all.flatMap((operation) => [operation.response, ...(operation.accepted ? [operation.accepted.response] : [])]).map((schema) => nameOf.get(schema)!), nameOf.get(ErrorBody)!],
    output,
  );

  // A request-side schema keeps its name when it reads the same as on the response side and so does everything it uses.
  const same = new Set([...requestSide].filter((name) => responseSide.has(name) && JSON.stringify(input[name]) === JSON.stringify(output[name])));
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of same) {
      if ([...refsIn(input[name])].some((used) => !same.has(used))) {
        same.delete(name);
        changed = true;
      }
    }
  }
  const requestNameOf = (name: string) => (responseSide.has(name) && !same.has(name) ? `${name}Input` : name);
  const schemas: Record<string, JsonObject> = {};
  for (const name of [...responseSide].sort()) schemas[name] = output[name]!;
  for (const name of [...requestSide].sort()) schemas[requestNameOf(name)] ??= renameRefs(input[name], requestNameOf) as JsonObject;
  const requestName = new Map<object, string>();
  const responseName = new Map<object, string>();
  for (const operation of all) {
    if (operation.body) requestName.set(operation.body, requestNameOf(nameOf.get(operation.body)!));
    responseName.set(operation.response, nameOf.get(operation.response)!);
    if (operation.accepted) responseName.set(operation.accepted.response, nameOf.get(operation.accepted.response)!);
  }
  return { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))), requestName, responseName };
}

const AUTHENTICATION = [
  'A Cognito access token, sent as `Authorization: Bearer <token>`. Get one with Cognito InitiateAuth',
  '(`AuthFlow: USER_PASSWORD_AUTH`, `ClientId`: the `userPoolClientId` of `/config.json`, `AuthParameters`:',
  '`USERNAME` and `PASSWORD`) and use `AuthenticationResult.AccessToken`. For test automation, create a',
  'test customer first with `POST /api/sandbox/customers` (no sign-in needed): its answer holds the email',
  'and password to sign in with.',
].join(' ');

const FAULT_DESCRIPTION = [
  `Test customers only (ignored for anyone else): answer with a fault instead of running the call, before`,
  `anything is written — \`500\`, \`503\` or \`429\` (with Retry-After) at once, \`timeout\`: 504 after`,
  `${FAULT_TIMEOUT_MS / 1000} s, \`latency=<ms>\`: the normal answer after that delay (at most ${FAULT_MAX_LATENCY_MS} ms, more is 400).`,
  'The same call without the header then completes normally.',
].join(' ');

export type OpenApiDocument = JsonObject & { openapi: string };

/** A file answered instead of JSON: text, or binary bytes (OpenAPI 3.1 names the media type of a binary string). */
const fileSchema = (type: string): JsonObject => (type.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: type });

/** Builds the OpenAPI 3.1 document of the whole API from the operation table. */
export function buildOpenApiDocument(options: { title: string; version: string; serverUrl?: string }): OpenApiDocument {
  const { schemas, requestName, responseName } = namedSchemas();
  const ref = (name: string) => ({ $ref: `${SCHEMAS}${name}` });
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [operationId, definition] of Object.entries(operations)) {
    const operation = definition as OperationDefinition;
    const responseSchema = responseName.get(operation.response)!;
    const responses: JsonObject = {
      [String(operation.successStatus ?? 200)]: {
        description: 'Success',
        content: {
          'application/json': { schema: ref(responseSchema), example: exampleOf(schemas[responseSchema] as JsonSchema, schemas) },
          ...Object.fromEntries((operation.alternativeContentTypes ?? []).map((type) => [type, { schema: fileSchema(type) }])),
        },
      },
      [errorStatus.invalid_input]: errorResponse('Invalid input'),
      [errorStatus.internal]: errorResponse('Unexpected error'),
      [errorStatus.unavailable]: { $ref: '#/components/responses/Unavailable' },
    };
    if (operation.accepted) {
      const acceptedSchema = responseName.get(operation.accepted.response)!;
      responses[String(operation.accepted.status)] = {
        description: operation.accepted.description,
        content: { 'application/json': { schema: ref(acceptedSchema), example: exampleOf(schemas[acceptedSchema] as JsonSchema, schemas) } },
      };
    }
    if (operation.access !== 'public') {
      responses[errorStatus.unauthorized] = errorResponse('Missing or invalid bearer token (or an expired test customer)');
      responses[errorStatus.not_found] = errorResponse('Not found, or not yours');
    }
    if (operation.access === 'admin') responses[errorStatus.forbidden] = errorResponse('Not an administrator');
    if (operation.access === 'testCustomer') {
      responses[errorStatus.forbidden] = errorResponse('Not a test customer: only test customers can use the sandbox');
      responses[errorStatus.not_found] = errorResponse('Not found, not yours, or the sandbox is switched off');
    }
    if (operation.idempotent || operation.optionalIdempotencyKey) {
      responses[errorStatus.idempotency_key_reused] = errorResponse('Idempotency key reused with another body');
    }
    if (operation.rateLimit || operationId === 'createTestCustomer') responses[errorStatus.throttled] = { $ref: '#/components/responses/Throttled' };

    const bodySchema = operation.body ? requestName.get(operation.body)! : null;
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = {
      operationId,
      summary: operation.summary,
      tags: [operation.access],
      ...(operation.access === 'public' ? { security: [] } : {}),
      parameters: parametersOf(operation),
      ...(bodySchema
        ? {
            requestBody: {
              required: operation.bodyOptional !== true,
              content: { 'application/json': { schema: ref(bodySchema), example: exampleOf(schemas[bodySchema] as JsonSchema, schemas) } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      description: `Every list is \`{ items, nextCursor }\`, newest first; pass \`cursor\` back for the next page. Money is integer cents in fields named …Cents. ${AUTHENTICATION}`,
    },
    // Relative: the API is served from the same origin as the document.
    servers: [{ url: options.serverUrl ?? '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: AUTHENTICATION } },
      schemas,
      parameters: {
        SandbankFault: {
          name: FAULT_HEADER,
          in: 'header',
          required: false,
          description: FAULT_DESCRIPTION,
          schema: { type: 'string', pattern: '^(500|503|429|timeout|latency=\\d+)$' },
          example: 'latency=2000',
        },
      },
      responses: {
        Throttled: {
          ...errorResponse('Too many calls of this kind by this caller (per-caller limits); try again after Retry-After seconds'),
          headers: { 'Retry-After': { description: 'Seconds until the caller may try again', schema: { type: 'integer', minimum: 1 } } },
        },
        Unavailable: {
          ...errorResponse(
            'A service the bank relies on stayed busy or failed through its retries; nothing was written, and the same call (with the same Idempotency-Key, where it takes one) may be made again after Retry-After seconds',
          ),
          headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
        },
      },
    },
    paths,
  };
}
