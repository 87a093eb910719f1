/*
 * The SDK retries these already; one still failing reaches the caller as 503 with Retry-After rather than 500,
 * since nothing is half-done (transactions are all or nothing, idempotent retries converge). The names are those
 * the SDK's own retry strategy treats as throttling or transient.
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

export const RETRY_AFTER_SECONDS = 1;
