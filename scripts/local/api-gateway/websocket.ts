import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayAuthorizerResult, APIGatewayProxyResultV2 } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_TICKET_PARAMETER, liveEntry, type LiveFunctionName } from '@sandbank/lambdas/deployment';
import { grantsOf, liveGrants } from '@sandbank/infra/local';
import { runWithTableGrants } from '../table-grants';

/*
 * The local stand-in for the live-updates WebSocket API (infra/lib/constructs/live-updates.ts),
 * on the gateway's own server: an upgrade of LIVE_PATH runs the same Lambda REQUEST authorizer
 * and $connect function as API Gateway would, in this process and held to their grants, and
 * completes the handshake only when both allow it; a closed socket runs $disconnect. The
 * connections' management API (PostToConnection, DeleteConnection) is served under
 * LIVE_MANAGEMENT_PATH, which the functions get as LIVE_CONNECTIONS_ENDPOINT, so pushLiveEvent
 * runs unchanged. The web server forwards LIVE_PATH alone, never the management path.
 */

/** Where browsers open their live connection: the same path as behind CloudFront. */
export const LIVE_PATH = '/ws';
/** The management endpoint's path (API Gateway's `https://<api>/<stage>`); `/@connections/{id}` follows it. */
export const LIVE_MANAGEMENT_PATH = '/ws-connections';

type Handler = (event: unknown, context: unknown) => Promise<unknown>;

const loaded = new Map<LiveFunctionName, Promise<Handler>>();

function loadFunction(name: LiveFunctionName): Promise<Handler> {
  let loading = loaded.get(name);
  if (!loading) {
    loading = import(liveEntry(name)).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') throw new Error(`${liveEntry(name)} does not export a handler function`);
      return module.handler as Handler;
    });
    loading.catch(() => loaded.delete(name));
    loaded.set(name, loading);
  }
  return loading;
}

/** Runs one of the live-updates functions as Lambda would, held to its deployed role's table grants. */
async function invoke<Result>(name: LiveFunctionName, event: unknown): Promise<Result> {
  const handler = await loadFunction(name);
  const context = { functionName: `sandbank-local-${name}`, awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 29_000 };
  return (await runWithTableGrants(name, grantsOf(liveGrants, name, { kind: 'Live-updates function', file: 'infra/lib/grants/live.ts' }), () =>
    handler(event, context),
  )) as Result;
}

/** API Gateway's connection ids are 12 random bytes in base64, like `L0SM9cOFvHcCIhw=`. */
const newConnectionId = () => randomBytes(12).toString('base64');

interface Connection {
  socket: WebSocket;
  /** What the authorizer handed the connection's routes, with its principal. */
  authorizer: Record<string, string>;
}

function singleValues(headers: IncomingMessage['headers']): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(',') : value]])));
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(`HTTP/1.1 ${status} ${message}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}

export interface LiveUpdatesGateway {
  /** Answers a request of the management API; false when the request is not one. */
  handleManagement(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Whether an upgrade request is for the live-updates path (the guard has already let it through). */
  isLiveUpgrade(request: IncomingMessage): boolean;
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection (each runs $disconnect). */
  close(): Promise<void>;
}

export function createLiveUpdatesGateway(options: { log: (line: string) => void }): LiveUpdatesGateway {
  const sockets = new WebSocketServer({ noServer: true });
  const connections = new Map<string, Connection>();
  const disconnecting = new Set<Promise<void>>();

  const requestContext = (request: IncomingMessage, connectionId: string, routeKey: '$connect' | '$disconnect') => ({
    routeKey,
    eventType: routeKey === '$connect' ? 'CONNECT' : 'DISCONNECT',
    messageDirection: 'IN',
    stage: LIVE_PATH.slice(1),
    connectionId,
    requestId: randomUUID(),
    requestTimeEpoch: Date.now(),
    apiId: 'local',
    domainName: request.headers.host ?? 'localhost',
    identity: { sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''), userAgent: request.headers['user-agent'] ?? '' },
  });

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    // The identity source: without it API Gateway answers 401 without invoking the authorizer.
    if (!query[LIVE_TICKET_PARAMETER]) return refuseUpgrade(socket, 401, 'Unauthorized');
    const connectionId = newConnectionId();
    const headers = singleValues(request.headers);
    const decision = await invoke<APIGatewayAuthorizerResult>('liveAuthorizer', {
      type: 'REQUEST',
      methodArn: `arn:aws:execute-api:local:000000000000:local/${LIVE_PATH.slice(1)}/$connect`,
      headers,
      queryStringParameters: query,
      requestContext: requestContext(request, connectionId, '$connect'),
    });
    const allowed = decision.policyDocument.Statement.some((statement) => statement.Effect === 'Allow');
    if (!allowed) {
      options.log(`Refused live connection: the authorizer denied it`);
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    const authorizer: Record<string, string> = { ...(decision.context as Record<string, string> | undefined), principalId: decision.principalId };
    const connected = await invoke<APIGatewayProxyResultV2>('liveConnect', {
      headers,
      queryStringParameters: query,
      requestContext: { ...requestContext(request, connectionId, '$connect'), authorizer },
      isBase64Encoded: false,
    });
    const status = typeof connected === 'object' && connected !== null && 'statusCode' in connected ? connected.statusCode : 200;
    if (status !== 200) return refuseUpgrade(socket, status ?? 500, 'Forbidden');
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      connections.set(connectionId, { socket: webSocket, authorizer });
      options.log(`Live connection ${connectionId} opened for ${authorizer.userId}`);
      // Browsers never send here; a message from one is dropped, as a WebSocket API without $default routes does.
      webSocket.on('close', (code, reason) => {
        connections.delete(connectionId);
        const done = invoke('liveDisconnect', {
          headers: {},
          requestContext: { ...requestContext(request, connectionId, '$disconnect'), authorizer, disconnectStatusCode: code, disconnectReason: reason.toString() },
          isBase64Encoded: false,
        })
          .then(() => undefined)
          .catch((error: unknown) => console.error(`Live $disconnect of ${connectionId} failed:`, error));
        disconnecting.add(done);
        void done.finally(() => disconnecting.delete(done));
      });
    });
  }

  async function readBody(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  return {
    isLiveUpgrade: (request) => (request.url ?? '/').split('?')[0] === LIVE_PATH,

    handleUpgrade(request, socket, head) {
      upgrade(request, socket, head).catch((error: unknown) => {
        console.error('Live connection failed:', error);
        refuseUpgrade(socket, 500, 'Internal Server Error');
      });
    },

    async handleManagement(request, response) {
      const path = (request.url ?? '/').split('?')[0]!;
      const prefix = `${LIVE_MANAGEMENT_PATH}/@connections/`;
      if (!path.startsWith(prefix)) return false;
      const connectionId = decodeURIComponent(path.slice(prefix.length));
      const connection = connections.get(connectionId);
      const answer = (status: number, body?: object) => {
        const text = body ? JSON.stringify(body) : '';
        response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        response.end(text);
      };
      if (request.method === 'POST') {
        const data = await readBody(request);
        if (!connection || connection.socket.readyState !== connection.socket.OPEN) answer(410, { message: 'Gone' });
        else {
          connection.socket.send(data.toString('utf8'));
          answer(200);
        }
      } else if (request.method === 'DELETE') {
        if (!connection) answer(410, { message: 'Gone' });
        else {
          connection.socket.close(1000);
          answer(204);
        }
      } else if (request.method === 'GET') {
        if (!connection) answer(410, { message: 'Gone' });
        else answer(200, { identity: { sourceIp: '127.0.0.1' }, connectedAt: new Date().toISOString() });
      } else answer(405, { message: 'Method Not Allowed' });
      return true;
    },

    async close() {
      // Each closed socket runs its $disconnect (on the next tick); the stack waits for them.
      for (const { socket } of connections.values()) socket.terminate();
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...disconnecting]);
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}

/** Serves the live-updates WebSocket API on the gateway's server, behind its guard. */
export function attachLiveUpdates(server: Server, live: LiveUpdatesGateway, refuse: (request: IncomingMessage) => { status: number; message: string } | null): void {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal = refuse(request);
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.message);
    if (!live.isLiveUpgrade(request)) return refuseUpgrade(socket, 404, 'Not Found');
    live.handleUpgrade(request, socket, head);
  });
}
