import { HttpError, conflict } from '@sandbank/shared/errors';
import { putIdempotencyRecord } from '../../data/entities/idempotency-record';
import { sha256Hex, stableJson } from '../../lib/stable-json';
import { IdempotencyKeyTaken, type IdempotencyScope } from '../idempotency/idempotency-scope';

export interface SandboxDecisionRequest {
  callerId: string;
  /** The same request may be decided by only one of them. */
  operationId: string;
  requestId: string;
}

/**
 * No key comes with the call, so the scope is derived from caller, operation and request: the same decision
 * asked twice at once is written once, and the second answered 409.
 */
export async function decideAsSandbox<Result>(
  request: SandboxDecisionRequest,
  alreadyDecided: string,
  decide: (idempotency: IdempotencyScope) => Promise<Result>,
): Promise<Result> {
  // The `sandbox:` prefix keeps it apart from the keys callers send.
  const scopeId = `${request.callerId}#sandbox:${request.operationId}#${request.requestId}`;
  const requestHash = sha256Hex(stableJson(request));
  try {
    return await decide({ remember: (response) => putIdempotencyRecord(scopeId, requestHash, { kind: 'success', response }) });
  } catch (error) {
    if (error instanceof IdempotencyKeyTaken) throw conflict(alreadyDecided);
    throw error;
  }
}

const INDEX_ATTEMPTS = 5;
const INDEX_PAUSE_MS = 200;

/**
 * DynamoDB updates the index the back office finds requests through shortly after the write, so a request filed
 * a moment ago may read as missing (404) and is looked for again.
 */
export async function onceIndexed<Result>(decide: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await decide();
    } catch (error) {
      if (!(error instanceof HttpError && error.code === 'not_found') || attempt >= INDEX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, INDEX_PAUSE_MS * attempt));
    }
  }
}
