import { expect } from 'vitest';
import type { ApiCall, ApiResult } from '@sandbank/scripts/test-harness';
import type { OperationId } from '@sandbank/shared';

/*
 * A client of the API as a well-behaved program is written: a 503 is tried again after its
 * Retry-After (money-moving requests with the same Idempotency-Key), anything else is the answer.
 * It keeps every answer of 500 or above that is not such a 503, which the fault tests require to
 * be none, and counts the 503s.
 */

export interface FaultTally {
  /** Answers of 500 and above other than 503: never acceptable for a fault a retry can cure. */
  serverErrors: { operationId: string; status: number; body: unknown }[];
  retried503: number;
}

export const newTally = (): FaultTally => ({ serverErrors: [], retried503: 0 });

const MAX_TRIES = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function faultClient(call: <T = any>(operationId: OperationId, request?: ApiCall) => Promise<ApiResult<T>>, tally: FaultTally) {
  return async function ask(operationId: OperationId, request: ApiCall = {}): Promise<ApiResult> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await call(operationId, request);
      if (answer.status === 503) {
        // The standard error body, and when to try again.
        expect(answer.body, `${operationId} 503 body`).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
        const retryAfter = Number(answer.headers.get('retry-after'));
        expect(retryAfter, `${operationId} 503 Retry-After`).toBeGreaterThanOrEqual(1);
        tally.retried503 += 1;
        if (attempt === MAX_TRIES) return answer;
        await sleep(Math.min(retryAfter, 2) * 1000);
        continue;
      }
      if (answer.status >= 500) tally.serverErrors.push({ operationId, status: answer.status, body: answer.body });
      return answer;
    }
  };
}
