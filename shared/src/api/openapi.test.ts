import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';
import { operationIds } from './operations/index';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument({ title: 'Sandbank API', version: '1.0.0' }) as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { operationId: string; security?: unknown[]; parameters: { name: string; in: string }[]; responses: Record<string, object> }>
    >;
    components: { responses: Record<string, { headers?: object }> };
  };

  it('is OpenAPI 3.1 and lists every operation once', () => {
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((entry) => entry.operationId));
    expect(listed.sort()).toEqual([...operationIds].sort());
  });

  it('marks public operations as needing no token', () => {
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/me']?.get?.security).toBeUndefined();
  });

  it('documents 429 with Retry-After on every operation with a per-caller limit', () => {
    expect(document.paths['/api/transfers/internal']?.post?.responses['429']).toEqual({ $ref: '#/components/responses/Throttled' });
    expect(document.components.responses.Throttled?.headers).toHaveProperty('Retry-After');
    expect(document.paths['/api/transactions/{transactionId}']?.get?.responses).not.toHaveProperty('429');
  });

  it('documents path and query parameters', () => {
    const getTransaction = document.paths['/api/transactions/{transactionId}']?.get;
    expect(getTransaction?.parameters).toContainEqual(expect.objectContaining({ name: 'transactionId', in: 'path' }));
    const list = document.paths['/api/transactions']?.get;
    expect(list?.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['type', 'cursor', 'limit']));
  });
});
