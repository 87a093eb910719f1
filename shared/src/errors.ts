import type * as z from 'zod/mini';
import type { ErrorBody } from './schemas/error-body';

export const errorStatus = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  /** An administrator whose session did not sign in with an authenticator code (shared/src/mfa.ts). */
  mfa_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  throttled: 429,
  internal: 500,
  unavailable: 503,
  /** Only a fault a test customer asked for (Sandbank-Fault: timeout, shared/src/sandbox.ts). */
  gateway_timeout: 504,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** An error that maps to an HTTP status and a message safe to show to the caller. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = errorStatus[code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new HttpError('invalid_input', message, fields);
export const notFound = (message = 'Not found') => new HttpError('not_found', message);
export const forbidden = (message = 'Administrator access required') => new HttpError('forbidden', message);
export const mfaRequired = (message: string) => new HttpError('mfa_required', message);
export const unauthorized = (message = 'Sign-in required') => new HttpError('unauthorized', message);
export const conflict = (message: string) => new HttpError('conflict', message);
export const unavailable = (message = 'Please try again') => new HttpError('unavailable', message);

/** Turns zod issues into `{ "body.amountCents": "..." }` style field messages. */
export function fieldsFromIssues(issues: readonly z.core.$ZodIssue[], prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    fields[path || prefix] ??= issue.message;
  }
  return fields;
}
