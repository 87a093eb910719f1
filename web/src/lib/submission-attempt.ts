import { ApiError } from './api-client';

/** One submission of a money-moving form: what was sent and the Idempotency-Key it was sent with. */
export interface SubmissionAttempt {
  fingerprint: string;
  idempotencyKey: string;
}

/**
 * The attempt to make for a request body: a retry of the same body after an unanswered attempt
 * reuses that attempt's key, so the server can recognise it and never moves the money twice;
 * anything else gets a fresh key.
 */
export function attemptFor(
  unanswered: SubmissionAttempt | null,
  fingerprint: string,
  createKey: () => string,
): SubmissionAttempt {
  if (unanswered && unanswered.fingerprint === fingerprint) return unanswered;
  return { fingerprint, idempotencyKey: createKey() };
}

/**
 * Whether the outcome of a failed attempt is unknown or was not decided, so a retry must reuse
 * its key: no answer arrived (network), the server asked to try again (429, 5xx), or an answer
 * arrived that could not be read. A definite refusal (any other 4xx) settles the attempt.
 */
export function mayRetryWithSameKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 429) return true;
  return !(error.status >= 400 && error.status < 500);
}

/** A stable text form of a request body (the schema's output keeps its keys in order). */
export const fingerprintOf = (body: unknown): string => JSON.stringify(body);
