import { useRef } from 'react';
import { ApiError, newIdempotencyKey } from './api-client';

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

/**
 * Sends a money-moving form's requests: `send` gets the Idempotency-Key to use, which is the
 * unanswered previous attempt's when the same body is sent again (see `attemptFor`).
 */
export function useSubmissionAttempts() {
  const unanswered = useRef<SubmissionAttempt | null>(null);
  return async <Result>(body: unknown, send: (idempotencyKey: string) => Promise<Result>): Promise<Result> => {
    const attempt = attemptFor(unanswered.current, fingerprintOf(body), newIdempotencyKey);
    unanswered.current = attempt;
    try {
      const result = await send(attempt.idempotencyKey);
      unanswered.current = null;
      return result;
    } catch (error) {
      if (!mayRetryWithSameKey(error)) unanswered.current = null;
      throw error;
    }
  };
}
