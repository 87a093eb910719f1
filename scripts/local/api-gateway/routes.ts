import { compilePath, operations, type Access, type OperationDefinition } from '@sandbank/shared';

export interface Route {
  operationId: string;
  method: string;
  /** API Gateway route path, e.g. `/api/transactions/{transactionId}`. */
  path: string;
  /** API Gateway's `routeKey`, e.g. `GET /api/transactions/{transactionId}`. */
  routeKey: string;
  access: Access;
  match: (rawPath: string) => Record<string, string> | null;
}

export interface RouteMatch {
  route: Route;
  pathParameters: Record<string, string>;
}

const isParameter = (segment: string) => /^\{\w+\}$/.test(segment);

/**
 * Orders routes the way API Gateway picks among several that match: segment by segment, a
 * literal segment wins over a parameter (`/api/transactions/export` before `/api/transactions/{id}`).
 */
export function compareSpecificity(left: string, right: string): number {
  const leftSegments = left.split('/');
  const rightSegments = right.split('/');
  for (let index = 0; index < Math.min(leftSegments.length, rightSegments.length); index += 1) {
    const leftIsParameter = isParameter(leftSegments[index] ?? '');
    const rightIsParameter = isParameter(rightSegments[index] ?? '');
    if (leftIsParameter !== rightIsParameter) return leftIsParameter ? 1 : -1;
  }
  return rightSegments.length - leftSegments.length;
}

/** One route per operation of the table, most specific first. */
export function buildRoutes(table: Record<string, OperationDefinition> = operations): Route[] {
  return Object.entries(table)
    .map(([operationId, operation]) => ({
      operationId,
      method: operation.method,
      path: operation.path,
      routeKey: `${operation.method} ${operation.path}`,
      access: operation.access,
      match: compilePath(operation.path),
    }))
    .sort((left, right) => compareSpecificity(left.path, right.path));
}

/**
 * The route for a request, or null (API Gateway answers 404 both for an unknown path and for a
 * known path with another method). Throws URIError when a path parameter is not valid percent-encoding.
 */
export function matchRoute(routes: Route[], method: string, rawPath: string): RouteMatch | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const pathParameters = route.match(rawPath);
    if (pathParameters) return { route, pathParameters };
  }
  return null;
}
