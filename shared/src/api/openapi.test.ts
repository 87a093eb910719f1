import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FAULT_HEADER } from '../sandbox';
import { apiSchemas } from './openapi-schema-names';
import { Wire } from '../schemas/wire';
import { buildOpenApiDocument } from './openapi';
import { operationIds, operations } from './operations/index';
import type { OperationDefinition } from './operation';

type Entry = {
  operationId: string;
  security?: unknown[];
  parameters: { name?: string; in?: string; required?: boolean; $ref?: string }[];
  requestBody?: { content: { 'application/json': { schema: { $ref: string }; example: unknown } } };
  responses: Record<string, { $ref?: string; description?: string; content?: { 'application/json': { schema: { $ref: string }; example: unknown } } }>;
};

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument({ title: 'Sandbank API', version: '1.0.0' }) as {
    openapi: string;
    servers: { url: string }[];
    paths: Record<string, Record<string, Entry>>;
    components: {
      schemas: Record<string, { properties?: Record<string, unknown> }>;
      responses: Record<string, { headers?: object }>;
      parameters: Record<string, { name: string; in: string }>;
      securitySchemes: Record<string, { type: string; scheme: string; description: string }>;
    };
  };
  const entryOf = (operationId: string): Entry => {
    const operation = operations[operationId as keyof typeof operations] as OperationDefinition;
    return document.paths[operation.path]![operation.method.toLowerCase()]!;
  };
  const success = (operationId: string) => {
    const operation = operations[operationId as keyof typeof operations] as OperationDefinition;
    return entryOf(operationId).responses[String(operation.successStatus ?? 200)]!.content!['application/json'];
  };

  it('is OpenAPI 3.1 and lists every operation once, served from the same origin', () => {
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((entry) => entry.operationId));
    expect(listed.sort()).toEqual([...operationIds].sort());
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('names every request and response schema by its name in the registry', () => {
    expect(success('createTestCustomer').schema).toEqual({ $ref: '#/components/schemas/NewTestCustomer' });
    expect(success('listMySandboxMail').schema).toEqual({ $ref: '#/components/schemas/SandboxMailPage' });
    expect(success('createWire').schema).toEqual({ $ref: '#/components/schemas/Wire' });
    expect(success('createCheckDeposit').schema).toEqual({ $ref: '#/components/schemas/CheckDeposit' });
    expect(entryOf('createTestCustomer').requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/NewTestCustomerBody' });
    // A schema used inside another is referenced, not copied.
    expect(document.components.schemas.NewTestCustomer?.properties?.accounts).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Account' } });
    for (const id of operationIds) {
      expect(success(id).schema.$ref, id).toMatch(/^#\/components\/schemas\/[A-Z]\w+$/);
      const body = entryOf(id).requestBody;
      if (body) expect(body.content['application/json'].schema.$ref, id).toMatch(/^#\/components\/schemas\/[A-Z]\w+$/);
    }
    const referenced = new Set(JSON.stringify(document).match(/#\/components\/schemas\/\w+/g));
    for (const reference of referenced) expect(document.components.schemas, reference).toHaveProperty(reference.split('/').pop()!);
  });

  it('refuses two schemas declaring one name', () => {
    const another = z.object({}).register(apiSchemas, { id: 'Wire' });
    try {
      expect(() => buildOpenApiDocument({ title: 'Sandbank API', version: '1.0.0' })).toThrow('Two schemas are named Wire in the OpenAPI document');
    } finally {
      apiSchemas.remove(another);
      Wire.register(apiSchemas, { id: 'Wire' });
    }
    expect(buildOpenApiDocument({ title: 'Sandbank API', version: '1.0.0' })).toEqual(document);
  });

  it('gives every operation examples the API itself accepts and answers', () => {
    for (const id of operationIds) {
      const operation = operations[id] as OperationDefinition;
      const answer = operation.response.safeParse(success(id).example);
      expect(answer.success, `${id} response example: ${answer.error?.message}`).toBe(true);
      if (operation.body) {
        const request = operation.body.safeParse(entryOf(id).requestBody?.content['application/json'].example);
        expect(request.success, `${id} request example: ${request.error?.message}`).toBe(true);
      }
    }
  });

  it('says how to authenticate, and marks public operations as needing no token', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.bearer?.description).toMatch(/USER_PASSWORD_AUTH.*userPoolClientId.*\/config\.json.*POST \/api\/sandbox\/customers/s);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(entryOf('createTestCustomer').security).toEqual([]);
    expect(document.paths['/api/me']?.get?.security).toBeUndefined();
  });

  it('documents the fault header on every operation that needs a token, and no other', () => {
    expect(document.components.parameters.SandbankFault).toMatchObject({ name: FAULT_HEADER, in: 'header' });
    const fault = { $ref: '#/components/parameters/SandbankFault' };
    for (const id of operationIds) {
      if ((operations[id] as OperationDefinition).access === 'public') expect(entryOf(id).parameters, id).not.toContainEqual(fault);
      else expect(entryOf(id).parameters, id).toContainEqual(fault);
    }
  });

  it('documents the Idempotency-Key: required where money moves, optional where a replay is offered', () => {
    expect(entryOf('createInternalTransfer').parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
    expect(entryOf('createTestCustomer').parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', required: false }));
    expect(entryOf('resetSandbox').parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', required: false }));
    expect(entryOf('getMe').parameters.map((parameter) => parameter.name)).not.toContain('Idempotency-Key');
  });

  it("documents a test customer's access: 403 for anyone else", () => {
    expect(entryOf('listMySandboxMail').responses['403']?.description).toMatch(/only test customers/i);
    expect(entryOf('getMe').responses).not.toHaveProperty('403');
  });

  it('documents 503 with Retry-After on every operation: any of them may meet a fault its retries do not cure', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, entry] of Object.entries(methods)) {
        expect((entry as { responses: Record<string, unknown> }).responses['503'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/Unavailable' });
      }
    }
    expect(document.components.responses.Unavailable?.headers).toHaveProperty('Retry-After');
  });

  it('documents 429 with Retry-After on every operation with a per-caller limit', () => {
    expect(document.paths['/api/transfers/internal']?.post?.responses['429']).toEqual({ $ref: '#/components/responses/Throttled' });
    expect(entryOf('createTestCustomer').responses['429']).toEqual({ $ref: '#/components/responses/Throttled' });
    expect(document.components.responses.Throttled?.headers).toHaveProperty('Retry-After');
    expect(document.paths['/api/transactions/{transactionId}']?.get?.responses).not.toHaveProperty('429');
  });

  it('documents the files an operation answers instead of JSON: a statement as CSV text or PDF bytes', () => {
    const content = entryOf('getAccountStatement').responses['200']!.content as Record<string, { schema: object }>;
    expect(Object.keys(content)).toEqual(['application/json', 'text/csv', 'application/pdf']);
    expect(content['text/csv']!.schema).toEqual({ type: 'string' });
    expect(content['application/pdf']!.schema).toEqual({ type: 'string', contentMediaType: 'application/pdf' });
  });

  it('documents path and query parameters', () => {
    const getTransaction = document.paths['/api/transactions/{transactionId}']?.get;
    expect(getTransaction?.parameters).toContainEqual(expect.objectContaining({ name: 'transactionId', in: 'path' }));
    const list = document.paths['/api/transactions']?.get;
    expect(list?.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['type', 'cursor', 'limit']));
  });

  it('makes a typed client with openapi-typescript whose types a program compiles against', async () => {
    const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    const directory = await mkdtemp(path.join(tmpdir(), 'sandbank-openapi-client-'));
    try {
      await writeFile(path.join(directory, 'api.ts'), types);
      const usage = path.join(directory, 'usage.ts');
      await writeFile(
        usage,
        [
          "import type { components, operations, paths } from './api';",
          "type NewTestCustomer = components['schemas']['NewTestCustomer'];",
          "type Created = paths['/api/sandbox/customers']['post']['responses'][201]['content']['application/json'];",
          'export const created: Created = { userId: "3f2c9a1e-7b4d-4e8a-9c1f-2d6b8e0a5c47", email: "t@example.com", password: "pw", scenario: "busy", accounts: [], expiresAt: "2026-05-01T10:15:00.000Z" };',
          'export const named: NewTestCustomer = created;',
          "export const balance: number | undefined = created.accounts[0]?.balanceCents;",
          "type Mail = operations['listMySandboxMail']['responses'][200]['content']['application/json'];",
          'export const codes = (page: Mail): string[] => page.items.flatMap((mail) => mail.codes);',
          "type WireHeaders = operations['createWire']['parameters']['header'];",
          "export const headers: WireHeaders = { 'Idempotency-Key': '9b2f7c1e-5d4a-4c3b-8e6f-0a1b2c3d4e5f', 'Sandbank-Fault': 'timeout' };",
          '// @ts-expect-error a test customer has no other scenario',
          "export const wrong: NewTestCustomer['scenario'] = 'rich';",
          '// @ts-expect-error a wire needs its fields',
          "export const body: operations['createWire']['requestBody']['content']['application/json'] = {};",
        ].join('\n'),
      );
      const program = ts.createProgram([usage], { strict: true, noEmit: true, skipLibCheck: true, noLib: false, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] });
      const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 30_000);
});
