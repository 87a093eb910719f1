import { ApiError, unavailable, type ErrorCode } from '@sandbank/shared/errors';
import {
  idempotencyRecord,
  putIdempotencyRecord,
  saveIdempotencyRecord,
  type IdempotencyRecord,
} from '../data/entities/idempotency-record';
import { IdempotencyKeyTaken, type IdempotencyScope } from '../domain/ledger/movement';
import { sha256Hex, stableJson } from '../lib/stable-json';

/** One money-moving request, as far as its idempotency goes. */
export interface IdempotentRequest {
  callerId: string;
  operationId: string;
  key: string;
  /** What must be the same for a retry to be the same request (path parameters and body). */
  payload: unknown;
}

/** Rejections that say something final about the request, so a retry must get the same answer. */
const finalRejections: readonly ErrorCode[] = ['invalid_input', 'not_found', 'conflict'];
const isFinalRejection = (error: ApiError) => finalRejections.includes(error.code);

const scopeIdOf = (request: IdempotentRequest) => `${request.callerId}#${request.operationId}#${request.key}`;
const requestHashOf = (request: IdempotentRequest) => sha256Hex(stableJson(request.payload));

/** The scope a movement writes its idempotency record with: the key, the request's hash and the response. */
export function idempotencyScope(request: IdempotentRequest): IdempotencyScope {
  const scopeId = scopeIdOf(request);
  const requestHash = requestHashOf(request);
  return { remember: (response) => putIdempotencyRecord(scopeId, requestHash, { kind: 'success', response }) };
}

function replay<T>(record: IdempotencyRecord, requestHash: string): T {
  if (record.requestHash !== requestHash) {
    throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request');
  }
  if (record.outcome.kind === 'rejection') {
    const { code, message, fields } = record.outcome;
    throw new ApiError(code as ErrorCode, message, fields);
  }
  return record.outcome.response as T;
}

/**
 * Runs a money-moving operation at most once per (caller, operation, key). A replay returns the
 * first result, or the first rejection; the same key with a different request is 422. The
 * success record is written by the movement's own transaction, so "moved money" and "remembered
 * the key" cannot come apart — and its condition is also how a used key is noticed: the key is
 * not looked up first, so a first request (the common case) costs no extra read, and a replay
 * pays for one when its transaction, or its rejection, meets the existing record.
 */
export async function runIdempotently<T>(request: IdempotentRequest, perform: (scope: IdempotencyScope) => Promise<T>): Promise<T> {
  const scopeId = scopeIdOf(request);
  const requestHash = requestHashOf(request);
  try {
    return await perform(idempotencyScope(request));
  } catch (error) {
    if (error instanceof IdempotencyKeyTaken) {
      const winner = await idempotencyRecord(scopeId);
      if (!winner) throw unavailable();
      return replay<T>(winner, requestHash);
    }
    if (error instanceof ApiError && isFinalRejection(error)) {
      const outcome = { kind: 'rejection' as const, code: error.code, message: error.message, fields: error.fields };
      if (!(await saveIdempotencyRecord(scopeId, requestHash, outcome))) {
        const winner = await idempotencyRecord(scopeId);
        if (winner) return replay<T>(winner, requestHash);
      }
    }
    throw error;
  }
}
