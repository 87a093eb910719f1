import {
  ErrorBody,
  fillPath,
  operations,
  type BodyInput,
  type OperationDefinition,
  type OperationId,
  type Operations,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
} from '@sandbank/shared';
import * as z from 'zod/mini';
import { getAccessToken } from './auth-actions';

/** A failed API call: the HTTP status plus the code and message of the error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Has<Id extends OperationId, Key extends string> = Operations[Id] extends Record<Key, unknown> ? true : false;

/** What a call of operation `Id` takes: exactly the parts its table row declares. */
export type RequestOptions<Id extends OperationId> = (Has<Id, 'params'> extends true
  ? { params: ParamsInput<Id> }
  : { params?: never }) &
  (Has<Id, 'query'> extends true ? { query?: QueryInput<Id> } : { query?: never }) &
  (Has<Id, 'body'> extends true ? { body: BodyInput<Id> } : { body?: never }) & {
    /** Sent as `Idempotency-Key` on money-moving operations; a fresh UUID when omitted. */
    idempotencyKey?: string;
    signal?: AbortSignal;
    /** Sends the access token as it is stored, however close to expiry, rather than renewing it first (a call made as the session ends). */
    tokenAsStored?: true;
  };

type RequestArguments<Id extends OperationId> =
  Record<string, never> extends RequestOptions<Id> ? [options?: RequestOptions<Id>] : [options: RequestOptions<Id>];

/** A random UUID v4, also where `crypto.randomUUID` is unavailable (non-secure origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** API Gateway's own answers (authorizer, unknown route) are `{ "message": "…" }`. */
const AuthorizerErrorBody = z.object({ message: z.string() });

/** Reads either error form: ours (the shared ErrorBody) or API Gateway's `{ message }`. */
async function errorFrom(response: Response): Promise<ApiRequestError> {
  const fallback = `Request failed (HTTP ${response.status})`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiRequestError(response.status, `http_${response.status}`, fallback);
  }
  const ours = ErrorBody.safeParse(body);
  if (ours.success) {
    const { code, message, fields } = ours.data.error;
    return new ApiRequestError(response.status, code, message, fields);
  }
  const gateway = AuthorizerErrorBody.safeParse(body);
  if (gateway.success) {
    return new ApiRequestError(response.status, response.status === 401 ? 'unauthorized' : `http_${response.status}`, gateway.data.message);
  }
  return new ApiRequestError(response.status, `http_${response.status}`, fallback);
}

interface RawOptions {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  tokenAsStored?: true;
}

/** Sends one call of an operation as its table row describes it; rejects with an `ApiRequestError` unless 2xx. */
async function send(operation: OperationDefinition, options: RawOptions, accept: string): Promise<Response> {
  const { params, query, body, idempotencyKey, signal, tokenAsStored } = options;
  const headers: Record<string, string> = { Accept: accept };
  if (operation.access !== 'public') {
    const token = await getAccessToken({ refreshEarly: tokenAsStored !== true });
    if (!token) throw new ApiRequestError(401, 'unauthorized', 'Sign-in required');
    headers.Authorization = `Bearer ${token}`;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (operation.idempotent) headers['Idempotency-Key'] = idempotencyKey ?? newIdempotencyKey();

  let response: Response;
  try {
    response = await fetch(fillPath(operation.path, params) + queryString(query), {
      method: operation.method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network', 'The bank could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/**
 * Calls an operation of the shared table: the path, method and schemas all come from its row, so
 * no URL is typed in the web app. Resolves to the parsed response; rejects with an `ApiRequestError`.
 */
export async function api<Id extends OperationId>(
  operationId: Id,
  ...[options]: RequestArguments<Id>
): Promise<ResponseOf<Id>> {
  const operation: OperationDefinition = operations[operationId];
  const response = await send(operation, (options ?? {}) as RawOptions, 'application/json');

  // An operation that may accept a call for later (202) answers with that outcome's schema then.
  const schema = operation.accepted && response.status === operation.accepted.status ? operation.accepted.response : operation.response;
  const parsed = schema.safeParse(response.status === 204 ? undefined : await response.json());
  if (!parsed.success) {
    console.error(`${operationId}: the response does not match the operation's schema`, parsed.error.issues);
    throw new ApiRequestError(response.status, 'invalid_response', `Unexpected response from ${operationId}`);
  }
  return parsed.data as ResponseOf<Id>;
}

/** Operations that can also answer with a file, e.g. a CSV or PDF statement. */
export type FileOperationId = {
  [Id in OperationId]: Operations[Id] extends { alternativeContentTypes: readonly string[] } ? Id : never;
}[OperationId];

export interface DownloadedFile {
  blob: Blob;
  /** The name the server suggests in `Content-Disposition`, if any. */
  filename: string | null;
}

/** The `filename` of a `Content-Disposition` header (plain or RFC 5987 `filename*`). */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.trim() : null;
}

/**
 * Calls an operation that answers with a file (one of its row's `alternativeContentTypes`, chosen
 * by the query) and resolves to the file's bytes and suggested name, e.g. a statement as CSV or PDF.
 */
export async function apiFile<Id extends FileOperationId>(
  operationId: Id,
  ...[options]: RequestArguments<Id>
): Promise<DownloadedFile> {
  const operation: OperationDefinition = operations[operationId];
  const accept = operation.alternativeContentTypes?.join(', ') ?? 'application/octet-stream';
  const response = await send(operation, (options ?? {}) as RawOptions, `${accept}, application/json;q=0.5`);
  return { blob: await response.blob(), filename: filenameFromContentDisposition(response.headers.get('content-disposition')) };
}
