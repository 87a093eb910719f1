import { ApiError, unavailable, type ErrorCode } from '@sandbank/shared';
import {
  getIdempotencyRecord,
  putIdempotencyRecord,
  saveIdempotencyRecord,
  type IdempotencyRecord,
} from '../data/idempotency-repository';
import { sha256Hex, stableJson } from '../data/stable-json';
import type { TransactItem } from '../data/transact';

/** Handed to a money-moving domain function: the record to write inside its own transaction. */
export interface IdempotencyScope {
  remember(response: unknown): TransactItem;
}

/** Thrown by the ledger when the idempotency record's condition failed: another request won the key. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency key taken by a concurrent request');
    this.name = 'IdempotencyKeyTaken';
  }
}

/** Rejections that say something final about the request, so a retry must get the same answer. */
const finalRejections: readonly ErrorCode[] = ['invalid_input', 'not_found', 'conflict'];
const isFinalRejection = (error: ApiError) => finalRejections.includes(error.code);

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
export async function runIdempotently<T>(
  request: { callerId: string; operationId: string; key: string; payload: unknown },
  perform: (scope: IdempotencyScope) => Promise<T>,
): Promise<T> {
  const scopeId = `${request.callerId}#${request.operationId}#${request.key}`;
  const requestHash = sha256Hex(stableJson(request.payload));

  const scope: IdempotencyScope = {
    remember: (response) => putIdempotencyRecord(scopeId, requestHash, { kind: 'success', response }),
  };
  try {
    return await perform(scope);
  } catch (error) {
    if (error instanceof IdempotencyKeyTaken) {
      const winner = await getIdempotencyRecord(scopeId);
      if (!winner) throw unavailable();
      return replay<T>(winner, requestHash);
    }
    if (error instanceof ApiError && isFinalRejection(error)) {
      const outcome = { kind: 'rejection' as const, code: error.code, message: error.message, fields: error.fields };
      if (!(await saveIdempotencyRecord(scopeId, requestHash, outcome))) {
        const winner = await getIdempotencyRecord(scopeId);
        if (winner) return replay<T>(winner, requestHash);
      }
    }
    throw error;
  }
}
