import type { IncomingHttpHeaders, IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/*
 * What every server of the local stack checks before it answers. They all listen on 127.0.0.1,
 * so nothing on the network reaches them; what remains is the browser of the developer, where any
 * page they visit may send requests to localhost:
 * - DNS rebinding: a page of evil.example points its own name at 127.0.0.1 and then calls "itself"
 *   — same-origin for the browser, so CORS never applies. Its requests carry `Host: evil.example`;
 *   a server that answers only to `localhost:<its port>` and `127.0.0.1:<its port>` refuses them.
 * - cross-origin calls: a page of another origin sends its `Origin`; only the origins a server
 *   expects (the app's own, for most) get an answer, and CORS preflights are refused unless the
 *   server really serves another origin (the S3 emulator, for presigned uploads).
 */

/** The one address every server of the local stack listens on. */
export const LOOPBACK = '127.0.0.1';

export interface GuardPolicy {
  /** The server's own port: it answers only to `localhost:<port>` and `127.0.0.1:<port>`. */
  port: number;
  /** Pages of these origins may call it; a request carrying any other `Origin` is refused. */
  origins: readonly string[];
  /** Let CORS preflights of those origins through to the server's own CORS rules; otherwise every preflight is refused. */
  preflight?: boolean;
}

export interface Refusal {
  /** 421 Misdirected Request for a foreign `Host`, 403 for a foreign origin or a preflight. */
  status: 403 | 421;
  message: string;
}

/** The two ways a browser on this machine names a local server, as origins. */
export const loopbackOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://${LOOPBACK}:${port}`];

const isPreflight = (method: string | undefined, headers: IncomingHttpHeaders) =>
  method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;

/** Why a request must not be answered, or null when it may. */
export function refusalOf(request: Pick<IncomingMessage, 'method' | 'headers'>, policy: GuardPolicy): Refusal | null {
  const host = request.headers.host?.toLowerCase();
  if (host !== `localhost:${policy.port}` && host !== `${LOOPBACK}:${policy.port}`) {
    return { status: 421, message: `This server answers only to localhost:${policy.port}` };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !policy.origins.includes(origin)) {
    return { status: 403, message: 'Requests from this origin are not allowed' };
  }
  if (isPreflight(request.method, request.headers) && !(policy.preflight && origin !== undefined)) {
    return { status: 403, message: 'Cross-origin requests are not allowed' };
  }
  return null;
}

export function sendRefusal(response: ServerResponse, refusal: Refusal): void {
  const body = JSON.stringify({ message: refusal.message });
  response.writeHead(refusal.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' });
  response.end(body);
}

/** `listener` behind the guard. */
export function guarded(policy: GuardPolicy, listener: RequestListener): RequestListener {
  return (request, response) => {
    const refusal = refusalOf(request, policy);
    if (refusal) return sendRefusal(response, refusal);
    listener(request, response);
  };
}

/**
 * Puts the guard in front of a server that a library created and started (s3rver, the SES
 * emulator): its request handlers run only for requests the guard lets through. Call it right
 * after the server starts listening, before this process handles any I/O.
 */
export function guardServer(server: Server, policy: GuardPolicy): void {
  putInFront(server, (listener) => guarded(policy, listener));
}

/**
 * Replaces the request handlers of a server a library created (s3rver) with `wrap` of them, so
 * that a check runs before they see a request; as for `guardServer`, call it right after the
 * server starts listening.
 */
export function putInFront(server: Server, wrap: (listener: RequestListener) => RequestListener): void {
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on(
    'request',
    wrap((request, response) => {
      for (const handler of handlers) handler.call(server, request, response);
    }),
  );
}
