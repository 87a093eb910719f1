import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MFA_CLAIM, MFA_CLAIM_VALUE } from '@sandbank/shared/mfa';

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

type EventParts = Omit<Parameters<typeof apiEvent>[0], 'claims'>;

/**
 * The event API Gateway hands a function for `user`'s request: the claims of their access token
 * (an administrator's session signed in with an authenticator code, when `admin`), and the token
 * itself as the bearer, which admin operations present to Cognito to learn whether the session
 * still stands.
 */
export function callerEvent(user: { userId: string; accessToken: string }, parts: EventParts & { admin?: boolean } = {}): APIGatewayProxyEventV2 {
  const { admin = false, headers = {}, ...rest } = parts;
  return apiEvent({
    ...rest,
    claims: { sub: user.userId, username: user.userId, ...(admin ? { 'cognito:groups': '[admin]', [MFA_CLAIM]: MFA_CLAIM_VALUE } : {}) },
    headers: { authorization: `Bearer ${user.accessToken}`, ...headers },
  });
}
