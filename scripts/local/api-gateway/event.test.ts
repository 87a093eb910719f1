import { describe, expect, it } from 'vitest';
import { buildEvent, formatRequestTime, isTextContentType, parseQueryString, stringifyClaims, toHttpResponse, type IncomingRequest } from './event';
import { buildRoutes, matchRoute, type RouteMatch } from './routes';

const routes = buildRoutes();
const matchFor = (method: string, path: string): RouteMatch => {
  const match = matchRoute(routes, method, path);
  if (!match) throw new Error(`no route for ${method} ${path}`);
  return match;
};

const request = (overrides: Partial<IncomingRequest> = {}): IncomingRequest => ({
  method: 'GET',
  url: '/api/transactions?type=deposit&limit=5',
  headers: { host: ['localhost:3001'], 'user-agent': ['test-agent'], accept: ['application/json'] },
  body: Buffer.alloc(0),
  sourceIp: '127.0.0.1',
  ...overrides,
});

describe('stringifyClaims', () => {
  it('turns every claim into a string the way API Gateway does', () => {
    expect(
      stringifyClaims({ sub: 'abc', exp: 1700000000, email_verified: true, 'cognito:groups': ['admin', 'auditors'], address: { country: 'DE' }, gone: undefined }),
    ).toEqual({ sub: 'abc', exp: '1700000000', email_verified: 'true', 'cognito:groups': '[admin auditors]', address: '{"country":"DE"}' });
  });
});

describe('request details', () => {
  it('formats the request time like API Gateway', () => {
    expect(formatRequestTime(new Date(Date.UTC(2025, 10, 21, 8, 5, 3)))).toBe('21/Nov/2025:08:05:03 +0000');
  });

  it('treats JSON, XML and text as text and everything else as binary', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('text/csv')).toBe(true);
    expect(isTextContentType('image/png')).toBe(false);
    expect(isTextContentType('application/x-www-form-urlencoded')).toBe(false);
    expect(isTextContentType(undefined)).toBe(false);
  });

  it('joins repeated query keys with commas', () => {
    expect(parseQueryString('type=deposit&type=withdrawal&q=a%20b')).toEqual({ type: 'deposit,withdrawal', q: 'a b' });
    expect(parseQueryString('')).toBeUndefined();
  });
});

describe('buildEvent', () => {
  const now = new Date(Date.UTC(2025, 10, 21, 20, 55, 3, 120));

  it('builds a payload 2.0 event for a public route without an authorizer', () => {
    const event = buildEvent({ request: request({ url: '/api/health' }), match: matchFor('GET', '/api/health'), claims: null, requestId: 'req-1', now });
    expect(event).toEqual({
      version: '2.0',
      routeKey: 'GET /api/health',
      rawPath: '/api/health',
      rawQueryString: '',
      headers: {
        host: 'localhost:3001',
        'user-agent': 'test-agent',
        accept: 'application/json',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
      },
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: 'localhost:3001',
        domainPrefix: 'localhost:3001',
        http: { method: 'GET', path: '/api/health', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test-agent' },
        requestId: 'req-1',
        routeKey: 'GET /api/health',
        stage: '$default',
        time: '21/Nov/2025:20:55:03 +0000',
        timeEpoch: now.getTime(),
      },
      isBase64Encoded: false,
    });
  });

  it('passes claims, query, path parameters and cookies of a protected route', () => {
    const event = buildEvent({
      request: request({
        url: '/api/transactions/01ABC?expand=1&expand=2',
        headers: { host: ['localhost:3001'], cookie: ['a=1; b=2', 'c=3'], 'x-custom': ['one', 'two'] },
      }),
      match: matchFor('GET', '/api/transactions/01ABC'),
      claims: { sub: 'user-1', 'cognito:groups': '[admin]' },
      requestId: 'req-2',
      now,
    });
    expect(event.routeKey).toBe('GET /api/transactions/{transactionId}');
    expect(event.pathParameters).toEqual({ transactionId: '01ABC' });
    expect(event.queryStringParameters).toEqual({ expand: '1,2' });
    expect(event.rawQueryString).toBe('expand=1&expand=2');
    expect(event.cookies).toEqual(['a=1', 'b=2', 'c=3']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-custom']).toBe('one,two');
    expect((event.requestContext as unknown as { authorizer: unknown }).authorizer).toEqual({
      jwt: { claims: { sub: 'user-1', 'cognito:groups': '[admin]' }, scopes: null },
    });
  });

  it('passes a JSON body as text and a binary body base64-encoded', () => {
    const match = matchFor('PUT', '/api/me');
    const json = buildEvent({
      request: request({ method: 'PUT', url: '/api/me', headers: { 'content-type': ['application/json'] }, body: Buffer.from('{"a":1}') }),
      match,
      claims: { sub: 'user-1' },
      requestId: 'r',
      now,
    });
    expect(json).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    const binary = buildEvent({
      request: request({ method: 'PUT', url: '/api/me', headers: { 'content-type': ['image/png'] }, body: Buffer.from([0x89, 0x50]) }),
      match,
      claims: { sub: 'user-1' },
      requestId: 'r',
      now,
    });
    expect(binary).toMatchObject({ body: Buffer.from([0x89, 0x50]).toString('base64'), isBase64Encoded: true });
  });

  it('appends the caller to an existing X-Forwarded-For', () => {
    const event = buildEvent({
      request: request({ headers: { 'x-forwarded-for': ['203.0.113.7'] } }),
      match: matchFor('GET', '/api/transactions'),
      claims: { sub: 'u' },
      requestId: 'r',
      now,
    });
    expect(event.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });
});

describe('toHttpResponse', () => {
  it('uses a structured result as is, decoding base64 and turning cookies into Set-Cookie', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'text/plain' },
      cookies: ['a=1'],
      body: Buffer.from('hello').toString('base64'),
      isBase64Encoded: true,
    });
    expect(response).toEqual({ statusCode: 201, headers: { 'content-type': 'text/plain', 'set-cookie': ['a=1'] }, body: Buffer.from('hello') });
  });

  it('answers 200 JSON for a result without a status code', () => {
    expect(toHttpResponse({ ok: true } as never)).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"ok":true}'),
    });
  });
});
