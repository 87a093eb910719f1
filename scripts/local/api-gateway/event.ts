import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { RouteMatch } from './routes';

/** What the gateway read from the HTTP request. Header names lowercase, repeated headers kept apart. */
export interface IncomingRequest {
  method: string;
  /** Path and query exactly as sent, e.g. `/api/transactions?type=deposit`. */
  url: string;
  headers: Record<string, string[]>;
  body: Buffer;
  sourceIp: string;
}

export type StringClaims = Record<string, string>;

/**
 * API Gateway hands JWT claims to the function as strings: numbers and booleans in their text
 * form, arrays as "[a b]" (so `cognito:groups` arrives as "[admin]"), objects as JSON.
 */
export function stringifyClaims(payload: Record<string, unknown>): StringClaims {
  const claims: StringClaims = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** API Gateway's `requestContext.time` format: `21/Nov/2025:20:55:03 +0000`. */
export function formatRequestTime(date: Date): string {
  return (
    `${twoDigits(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())} +0000`
  );
}

/** Bodies API Gateway passes as text; every other body (or one without a type) arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    mediaType.startsWith('text/') ||
    ['application/json', 'application/xml', 'application/javascript'].includes(mediaType) ||
    /^application\/[\w.-]+\+(json|xml)$/.test(mediaType)
  );
}

/** Repeated keys are joined with commas, as API Gateway's payload 2.0 does. */
export function parseQueryString(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const parameters: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    parameters[key] = key in parameters ? `${parameters[key]},${value}` : value;
  }
  return Object.keys(parameters).length > 0 ? parameters : undefined;
}

/** Cookies move out of the headers into their own list. */
function splitHeaders(request: IncomingRequest): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, values] of Object.entries(request.headers)) {
    if (name === 'cookie') {
      cookies.push(...values.flatMap((value) => value.split(';')).map((cookie) => cookie.trim()).filter(Boolean));
    } else {
      headers[name] = values.join(',');
    }
  }
  const forwardedFor = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${request.sourceIp}` : request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  return { headers, cookies };
}

/** The payload format 2.0 event an HTTP API Lambda integration receives for this request. */
export function buildEvent(options: {
  request: IncomingRequest;
  match: RouteMatch;
  /** Present for routes behind the JWT authorizer. */
  claims: StringClaims | null;
  requestId: string;
  now: Date;
}): APIGatewayProxyEventV2 {
  const { request, match, claims, requestId, now } = options;
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  const { headers, cookies } = splitHeaders(request);
  const domainName = headers.host ?? 'localhost';
  const body = request.body.length > 0 ? request.body : null;
  const bodyIsText = isTextContentType(headers['content-type']);
  const queryStringParameters = parseQueryString(rawQueryString);
  const hasPathParameters = Object.keys(match.pathParameters).length > 0;

  return {
    version: '2.0',
    routeKey: match.route.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(hasPathParameters ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: request.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match.route.routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
    ...(body ? { body: bodyIsText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body !== null && !bodyIsText,
  };
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * How API Gateway turns a function's result into the HTTP response: a structured result is
 * used as is (cookies become Set-Cookie headers); anything else is a 200 JSON body.
 */
export function toHttpResponse(result: APIGatewayProxyResultV2): HttpResponse {
  if (typeof result === 'object' && result !== null && 'statusCode' in result && result.statusCode !== undefined) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
    if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies;
    const text = result.body ?? '';
    return { statusCode: result.statusCode, headers, body: Buffer.from(text, result.isBase64Encoded ? 'base64' : 'utf8') };
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body ?? '', 'utf8') };
}
