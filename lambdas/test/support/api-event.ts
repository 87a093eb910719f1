import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * A minimal HTTP API v2 event for calling a wrapped handler in-process. `claims` are those of an
 * access token (`token_use: 'access'`) unless they say otherwise.
 */
export function apiEvent(overrides: {
  claims?: Record<string, string>;
  body?: string;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  isBase64Encoded?: boolean;
}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'TEST',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: overrides.headers ?? {},
    body: overrides.body,
    isBase64Encoded: overrides.isBase64Encoded ?? false,
    pathParameters: overrides.pathParameters,
    queryStringParameters: overrides.queryStringParameters,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: '/api/test', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'request-1',
      routeKey: 'TEST',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      ...(overrides.claims ? { authorizer: { jwt: { claims: { token_use: 'access', ...overrides.claims }, scopes: [] } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}
