import { describe, expect, it } from 'vitest';
import { operationIds, operations } from '@sandbank/shared';
import { callApi } from '@sandbank/scripts/test-harness';

describe('public operations', () => {
  it('reports health', async () => {
    const { status, body } = await callApi('health');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
  });

  it('serves an OpenAPI 3.1 document that lists every operation of the table', async () => {
    const { status, body } = await callApi('getOpenApiDocument');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const id of operationIds) {
      const { path, method } = operations[id];
      expect(body.paths[path]?.[method.toLowerCase()]?.operationId, id).toBe(id);
    }
  });
});
