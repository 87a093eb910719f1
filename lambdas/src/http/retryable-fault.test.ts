import { describe, expect, it } from 'vitest';
import { isRetryableFault } from './retryable-fault';

const serviceError = (name: string, httpStatusCode: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(name), { name, $fault: httpStatusCode >= 500 ? 'server' : 'client', $metadata: { httpStatusCode }, ...extra });

describe('isRetryableFault', () => {
  it('takes throttles, server errors, timeouts, resets and transaction conflicts as worth a retry', () => {
    for (const name of ['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'TooManyRequestsException']) {
      expect(isRetryableFault(serviceError(name, 400)), name).toBe(true);
    }
    expect(isRetryableFault(serviceError('InternalServerError', 500))).toBe(true);
    expect(isRetryableFault(serviceError('ServiceUnavailable', 503))).toBe(true);
    expect(isRetryableFault(serviceError('SlowDown', 503))).toBe(true);
    expect(isRetryableFault(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))).toBe(true);
    expect(isRetryableFault(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
    const conflict = serviceError('TransactionCanceledException', 400, { CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }] });
    expect(isRetryableFault(conflict)).toBe(true);
  });

  it('leaves refusals and the code’s own errors to be what they are', () => {
    expect(isRetryableFault(serviceError('ConditionalCheckFailedException', 400))).toBe(false);
    expect(isRetryableFault(serviceError('AccessDeniedException', 400))).toBe(false);
    expect(isRetryableFault(serviceError('ValidationException', 400))).toBe(false);
    const failedCondition = serviceError('TransactionCanceledException', 400, { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
    expect(isRetryableFault(failedCondition)).toBe(false);
    expect(isRetryableFault(new TypeError('x is undefined'))).toBe(false);
    expect(isRetryableFault(undefined)).toBe(false);
  });
});
