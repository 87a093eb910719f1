/*
 * AWS failures that a later try can cure. The SDK's clients retry them already (a few attempts,
 * with backoff); one that is still failing after those reaches the request path, and the caller
 * gets 503 with Retry-After (responses.ts) rather than a 500: nothing it asked for is half-done
 * (a transaction is all or nothing; an idempotent operation's retry with the same key converges),
 * so trying again shortly is the right answer. The names and codes are those the SDK's own retry
 * strategy treats as throttling or transient.
 */

const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
  'Throttling',
  'RequestThrottled',
  'LimitExceededException',
  'TransactionInProgressException',
]);
const TRANSIENT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'TransactionConflictException']);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

interface ServiceErrorShape {
  name?: string;
  code?: string;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
  CancellationReasons?: { Code?: string }[];
}

/** Whether `error` is an AWS throttle, timeout, server error or transaction conflict: worth trying again. */
export function isRetryableFault(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name = '', code = '', $retryable, $metadata, CancellationReasons } = error as ServiceErrorShape;
  if (THROTTLING.has(name) || TRANSIENT_NAMES.has(name) || NETWORK_CODES.has(code) || $retryable !== undefined) return true;
  if (name === 'TransactionCanceledException') {
    const reasons = (CancellationReasons ?? []).map((reason) => reason.Code);
    return reasons.some((reason) => reason === 'TransactionConflict' || reason === 'ThrottlingError' || reason === 'ProvisionedThroughputExceeded');
  }
  const status = $metadata?.httpStatusCode ?? 0;
  return status === 429 || (status >= 500 && status <= 599);
}

/** How long the caller is asked to wait before trying again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 1;
