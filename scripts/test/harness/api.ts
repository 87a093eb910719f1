import { fillPath, operations, type OperationId } from '@sandbank/shared';

export interface ApiCall {
  token?: string | null;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is, for malformed-input tests. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** The body exactly as it came, for tests that compare answers byte for byte. */
  text: string;
  /** The body's bytes, for a binary answer (a PDF statement). */
  bytes: Uint8Array;
}

/**
 * Calls an operation through a gateway, exactly as a browser or API client would: path and method
 * come from the operation table. JSON answers come back parsed, anything else (a CSV statement)
 * as text; the bytes are kept too (a PDF statement).
 */
export async function callOperation<T = any>(gatewayUrl: string, operationId: OperationId, call: ApiCall = {}): Promise<ApiResult<T>> {
  const operation = operations[operationId];
  const url = new URL(fillPath(operation.path, call.params), gatewayUrl);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const response = await fetch(url, {
    method: operation.method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...call.headers,
    },
    body,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const isJson = /json/.test(response.headers.get('content-type') ?? '');
  return { status: response.status, body: isJson && text ? JSON.parse(text) : text || null, headers: response.headers, text, bytes };
}
