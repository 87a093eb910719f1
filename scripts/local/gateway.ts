import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { buildEvent, stringifyClaims, toHttpResponse, type IncomingRequest, type StringClaims } from './api-gateway/event';
import { createJwtAuthorizer } from './api-gateway/jwt-authorizer';
import { buildRoutes, matchRoute, type Route } from './api-gateway/routes';
import { attachLiveUpdates, createLiveUpdatesGateway } from './api-gateway/websocket';
import { LOOPBACK, loopbackOrigins, refusalOf } from './loopback-guard';
import { closeServer } from './processes';
import type { RuntimeConfig } from '@sandbank/shared';
import type { z } from 'zod';
import { handlerEntry } from '@sandbank/lambdas/deployment';
import { operationAccess, type Access } from '@sandbank/infra/local';
import { runWithKeyGrants } from './key-grants';
import { runWithTableGrants } from './table-grants';

/*
 * The local stand-in for API Gateway (HTTP API, payload format 2.0, Cognito JWT authorizer):
 * every operation of the table is a route, and each route runs its Lambda handler in this
 * process. It trusts cognito-local's issuer, so it exists for local use only (see
 * api-gateway/jwt-authorizer.ts); deployed stacks never run it. It also serves the live-updates
 * WebSocket API and its connections' management endpoint (api-gateway/websocket.ts).
 */

/** Served at `/config.json` for the web app (the shared schema); the deployed stack writes the same document to S3. */
type LocalRuntimeConfig = z.input<typeof RuntimeConfig> & { mode: 'local'; cognitoEndpoint: string };

export interface GatewayOptions {
  port: number;
  cognitoUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  runtimeConfig: LocalRuntimeConfig;
  /** The web app's port: its pages are the only ones whose requests (through its proxy) are answered. */
  webPort: number;
  /** Log only failures, not every request. */
  quiet?: boolean;
}

export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/** API Gateway's payload limit for HTTP APIs. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

const loadedHandlers = new Map<string, Promise<LambdaHandler>>();

/** Imports a handler module on first use; a failed import is retried next time (the file may be new). */
function loadHandler(operationId: string): Promise<LambdaHandler> {
  let loading = loadedHandlers.get(operationId);
  if (!loading) {
    loading = import(handlerEntry(operationId)).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') throw new Error(`${handlerEntry(operationId)} does not export a handler function`);
      return module.handler as LambdaHandler;
    });
    loading.catch(() => loadedHandlers.delete(operationId));
    loadedHandlers.set(operationId, loading);
  }
  return loading;
}

const accessOfOperation = new Map<string, Access>();

/** An operation's grants, read once: they are fixed for the life of the process, as a deployed role's are. */
function grantedAccess(operationId: string): Access {
  let granted = accessOfOperation.get(operationId);
  if (!granted) {
    granted = operationAccess(operationId);
    accessOfOperation.set(operationId, granted);
  }
  return granted;
}

function lambdaContext(operationId: string, requestId: string): Context {
  // API Gateway gives up on an integration after 29 seconds.
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: `sandbank-local-${operationId}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:sandbank-local-${operationId}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/sandbank-local-${operationId}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

class RequestTooLarge extends Error {}

async function readRequest(request: IncomingMessage): Promise<IncomingRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new RequestTooLarge();
    chunks.push(chunk as Buffer);
  }
  const headers: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(request.headersDistinct)) if (values) headers[name] = values;
  return {
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    headers,
    body: Buffer.concat(chunks),
    sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
  };
}

function send(response: ServerResponse, statusCode: number, headers: Record<string, string | string[]>, body: Buffer | string): void {
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  response.writeHead(statusCode, { ...headers, 'content-length': String(payload.length) });
  response.end(payload);
}

/** API Gateway's own error answers: a bare `message`, not the application's error format. */
const gatewayError = (response: ServerResponse, requestId: string, statusCode: number, message: string, headers: Record<string, string> = {}) =>
  send(response, statusCode, { 'content-type': 'application/json', 'apigw-requestid': requestId, ...headers }, JSON.stringify({ message }));

/** Starts the gateway on `127.0.0.1:<port>`; it answers only requests addressed to itself (loopback-guard.ts). */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const routes = buildRoutes();
  const issuer = `${options.cognitoUrl}/${options.userPoolId}`;
  const authorize = createJwtAuthorizer({ issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, audience: options.userPoolClientId });
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };

  async function invoke(route: Route, request: IncomingRequest, pathParameters: Record<string, string>, requestId: string, response: ServerResponse) {
    let claims: StringClaims | null = null;
    if (route.access !== 'public') {
      const result = await authorize(request.headers.authorization?.[0]);
      if (!result.authorized) {
        log(`Refused ${request.method} ${route.path}: ${result.reason}`);
        return gatewayError(response, requestId, 401, 'Unauthorized', {
          'www-authenticate': `Bearer error="invalid_token" error_description="${result.reason}"`,
        });
      }
      claims = stringifyClaims(result.payload);
    }
    const event = buildEvent({ request, match: { route, pathParameters }, claims, requestId, now: new Date() });
    let result: APIGatewayProxyResultV2;
    try {
      const handler = await loadHandler(route.operationId);
      // Held to its deployed role's table and key grants, as IAM would hold it.
      const granted = grantedAccess(route.operationId);
      const run = () => handler(event, lambdaContext(route.operationId, randomUUID()));
      result = await runWithTableGrants(route.operationId, granted, () => runWithKeyGrants(route.operationId, granted, run));
    } catch (error) {
      console.error(`Handler ${route.operationId} failed:`, error);
      return gatewayError(response, requestId, 500, 'Internal Server Error');
    }
    const http = toHttpResponse(result);
    send(response, http.statusCode, { ...http.headers, 'apigw-requestid': requestId }, http.body);
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const started = Date.now();
    const requestId = randomBytes(12).toString('base64').replace(/[+/=]/g, '');
    response.on('finish', () => log(`${incoming.method} ${incoming.url} ${response.statusCode} ${Date.now() - started} ms`));
    const refusal = refusalOf(incoming, guardPolicy);
    if (refusal) {
      log(`Refused ${incoming.method} ${incoming.url}: ${refusal.message}`);
      return gatewayError(response, requestId, refusal.status, refusal.status === 421 ? 'Misdirected Request' : 'Forbidden');
    }

    if (await live.handleManagement(incoming, response)) return;
    const pathOnly = (incoming.url ?? '/').split('?')[0];
    if (incoming.method === 'GET' && pathOnly === '/config.json') {
      return send(response, 200, { 'content-type': 'application/json', 'cache-control': 'no-store' }, JSON.stringify(options.runtimeConfig));
    }
    let request: IncomingRequest;
    try {
      request = await readRequest(incoming);
    } catch (error) {
      if (error instanceof RequestTooLarge) return gatewayError(response, requestId, 413, 'Request Entity Too Large');
      throw error;
    }
    let match;
    try {
      match = matchRoute(routes, request.method, pathOnly ?? '/');
    } catch {
      return gatewayError(response, requestId, 400, 'Bad Request');
    }
    if (!match) return gatewayError(response, requestId, 404, 'Not Found');
    await invoke(match.route, request, match.pathParameters, requestId, response);
  }

  // The web app's proxy passes the gateway its own Host, as CloudFront names the API's domain.
  const guardPolicy = { port: options.port, origins: loopbackOrigins(options.webPort) };
  // The live-updates WebSocket API on the same server (api-gateway/websocket.ts).
  const live = createLiveUpdatesGateway({ log });
  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      console.error('Local gateway error:', error);
      if (!response.headersSent) gatewayError(response, 'local', 500, 'Internal Server Error');
      else response.destroy();
    });
  });
  attachLiveUpdates(server, live, (request) => refusalOf(request, guardPolicy));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `http://localhost:${options.port}`,
    stop: async () => {
      await live.close();
      await closeServer(server);
    },
  };
}
