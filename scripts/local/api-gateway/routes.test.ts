import { operations, type OperationDefinition } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { buildRoutes, compareSpecificity, matchRoute } from './routes';

const operation = (method: OperationDefinition['method'], path: OperationDefinition['path']): OperationDefinition => ({
  method,
  path,
  access: 'customer',
  summary: '',
  response: operations.health.response,
});

describe('routes', () => {
  it('mounts every operation of the table, under its own method and path', () => {
    const routes = buildRoutes();
    expect(routes.map((route) => route.operationId).sort()).toEqual(Object.keys(operations).sort());
    for (const [operationId, definition] of Object.entries(operations)) {
      const route = routes.find((candidate) => candidate.operationId === operationId);
      expect(route).toMatchObject({ method: definition.method, path: definition.path, routeKey: `${definition.method} ${definition.path}` });
    }
  });

  it('prefers a literal segment over a parameter, whatever the declaration order', () => {
    const routes = buildRoutes({
      getTransaction: operation('GET', '/api/transactions/{transactionId}'),
      exportTransactions: operation('GET', '/api/transactions/export'),
    });
    expect(matchRoute(routes, 'GET', '/api/transactions/export')?.route.operationId).toBe('exportTransactions');
    expect(matchRoute(routes, 'GET', '/api/transactions/01ABC')?.route.operationId).toBe('getTransaction');
    expect(compareSpecificity('/api/a/{id}', '/api/a/b')).toBeGreaterThan(0);
  });

  it('decodes path parameters', () => {
    const routes = buildRoutes({ getTransaction: operation('GET', '/api/transactions/{transactionId}') });
    expect(matchRoute(routes, 'GET', '/api/transactions/a%20b')?.pathParameters).toEqual({ transactionId: 'a b' });
  });

  it('matches nothing for an unknown path, another method, an extra segment or an empty parameter', () => {
    const routes = buildRoutes({ getTransaction: operation('GET', '/api/transactions/{transactionId}') });
    expect(matchRoute(routes, 'GET', '/api/unknown')).toBeNull();
    expect(matchRoute(routes, 'DELETE', '/api/transactions/1')).toBeNull();
    expect(matchRoute(routes, 'GET', '/api/transactions/1/2')).toBeNull();
    expect(matchRoute(routes, 'GET', '/api/transactions/')).toBeNull();
  });
});
