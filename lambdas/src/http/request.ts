import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { HttpError, fieldsFromIssues, forbidden, invalidInput, mfaRequired, unauthorized } from '@sandbank/shared/errors';
import { MFA_REQUIRED_MESSAGE } from '@sandbank/shared/mfa';
import type { OperationDefinition } from '@sandbank/shared/operation';
import type { Caller } from '../domain/caller';

/* Every failure is a 4xx HttpError naming what was wrong. */

export const MAX_BODY_BYTES = 64 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export function header(event: APIGatewayProxyEventV2, name: string): string | null {
  // API Gateway (payload 2.0) lowercases header names.
  const exact = event.headers?.[name];
  if (exact !== undefined) return exact;
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === name && value !== undefined) return value;
  }
  return null;
}

/**
 * What the claims say is checked here; whether it still holds the admin wrapper asks the pool
 * (admin-standing.ts), and the toolkit's own gate decides its operations.
 */
export function authorize(operation: OperationDefinition, caller: Caller | null): void {
  if (operation.access === 'public') return;
  if (!caller) throw unauthorized();
  if (operation.access === 'admin' && !caller.isAdmin) throw forbidden();
  if (operation.access === 'admin' && caller.signedInWithMfa !== true) throw mfaRequired(MFA_REQUIRED_MESSAGE);
}

export function parsePart<T>(schema: z.ZodMiniType<T> | undefined, value: unknown, part: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldsFromIssues(result.error.issues, part);
    const first = result.error.issues[0];
    throw invalidInput(first ? `Invalid ${part}: ${first.message}` : `Invalid ${part}`, fields);
  }
  return result.data;
}

/** A text body is measured where it is, not copied into a buffer and back. */
function bodyOf(event: APIGatewayProxyEventV2): { text: string; bytes: number } | null {
  if (!event.body) return null;
  if (!event.isBase64Encoded) return { text: event.body, bytes: Buffer.byteLength(event.body, 'utf8') };
  const raw = Buffer.from(event.body, 'base64');
  return { text: raw.toString('utf8'), bytes: raw.length };
}

export function readBody(event: APIGatewayProxyEventV2, operation: OperationDefinition): unknown {
  if (!operation.body) return undefined;
  const raw = bodyOf(event);
  if (!raw || raw.bytes === 0) {
    if (operation.bodyOptional === true) return {};
    throw invalidInput('A JSON request body is required');
  }
  if (raw.bytes > MAX_BODY_BYTES) throw new HttpError('payload_too_large', 'Request body is larger than 64 KB');
  const contentType = header(event, 'content-type');
  if (contentType && !/^application\/json\b/i.test(contentType)) {
    throw new HttpError('unsupported_media_type', 'Content-Type must be application/json');
  }
  try {
    return JSON.parse(raw.text);
  } catch {
    throw invalidInput('Request body is not valid JSON');
  }
}

export const readOptionalIdempotencyKey = (event: APIGatewayProxyEventV2): string | null =>
  header(event, 'idempotency-key') === null ? null : readIdempotencyKey(event);

export function readIdempotencyKey(event: APIGatewayProxyEventV2): string {
  const key = header(event, 'idempotency-key');
  if (!key) throw invalidInput('The Idempotency-Key header is required');
  if (!IDEMPOTENCY_KEY.test(key)) throw invalidInput('The Idempotency-Key header must be 8–128 letters, digits, - or _');
  return key;
}
