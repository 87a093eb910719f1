import { ApiRequestError } from './api-client';

/**
 * The reason the server gave for refusing a request, in its own words, when there is one the
 * person can act on: a refusal of the bank's (4xx; for invalid input, its first field's message)
 * or no answer at all (the network). Null otherwise — a 5xx, an unreadable answer, an expired
 * sign-in, a gateway's bare "Not Found" — where the screen's own failure text says more.
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'network') return error.message;
  if (error.status < 400 || error.status >= 500 || error.status === 401 || error.code.startsWith('http_')) return null;
  return Object.values(error.fields ?? {})[0] ?? error.message;
}
