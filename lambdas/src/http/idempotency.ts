import { HttpError, unavailable, type ErrorCode } from '@sandbank/shared/errors';
import type { RateLimitRule } from '@sandbank/shared/operation';
import { countCall, countCallNow, type CallWindow } from '../data/entities/call-counter';
import {
  idempotencyRecord,
  putIdempotencyRecord,
  saveIdempotencyRecord,
  type IdempotencyOutcome,
  type IdempotencyRecord,
} from '../data/entities/idempotency-record';
import { TransactionRejected, transactWrite } from '../data/transact';
import { AllowanceSpent, IdempotencyKeyTaken, type IdempotencyScope } from '../domain/idempotency/idempotency-scope';
import { sha256Hex, stableJson } from '../lib/stable-json';
import { callWindow, throttled } from './caller-limits';

export interface IdempotentRequest {
  callerId: string;
  operationId: string;
  key: string;
  /** Path parameters and body. */
  payload: unknown;
  rateLimit?: RateLimitRule;
}

/** They say something final about the request, so a retry must get the same answer. */
const finalRejections: readonly ErrorCode[] = ['invalid_input', 'not_found', 'conflict'];
const isFinalRejection = (error: HttpError) => finalRejections.includes(error.code);

const scopeIdOf = (request: IdempotentRequest) => `${request.callerId}#${request.operationId}#${request.key}`;
const requestHashOf = (request: IdempotentRequest) => sha256Hex(stableJson(request.payload));

export function idempotencyScope(request: IdempotentRequest, window?: CallWindow): IdempotencyScope {
  return scopeOf(scopeIdOf(request), requestHashOf(request), window);
}

function scopeOf(scopeId: string, requestHash: string, window?: CallWindow): IdempotencyScope {
  return {
    remember: (response) => putIdempotencyRecord(scopeId, requestHash, { kind: 'success', response }),
    ...(window ? { allowance: countCall(window) } : {}),
  };
}

/** A replayed refusal is not counted again, and one over the allowance is neither counted nor remembered (429 instead). */
async function rememberRejection(scopeId: string, requestHash: string, outcome: IdempotencyOutcome, window?: CallWindow) {
  if (!window) return (await saveIdempotencyRecord(scopeId, requestHash, outcome)) ? 'saved' : 'keyTaken';
  try {
    await transactWrite([putIdempotencyRecord(scopeId, requestHash, outcome), countCall(window)]);
    return 'saved';
  } catch (error) {
    if (error instanceof TransactionRejected && error.failedCondition(0)) return 'keyTaken';
    if (error instanceof TransactionRejected && error.failedCondition(1)) return 'allowanceSpent';
    throw error;
  }
}

function replay<T>(record: IdempotencyRecord, requestHash: string): T {
  if (record.requestHash !== requestHash) {
    throw new HttpError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request');
  }
  if (record.outcome.kind === 'rejection') {
    const { code, message, fields } = record.outcome;
    throw new HttpError(code as ErrorCode, message, fields);
  }
  return record.outcome.response as T;
}

/**
 * The success record is written by the movement's own transaction, so "moved money" and "remembered the key"
 * cannot come apart; the key is not looked up first, so a first request costs no extra read. The caller's limits
 * ride on the same writes, a replay counts for nothing, and a call over the allowance writes nothing, so its key
 * may be tried again after Retry-After.
 */
export async function runIdempotently<T>(request: IdempotentRequest, perform: (scope: IdempotencyScope) => Promise<T>): Promise<T> {
  const scopeId = scopeIdOf(request);
  const requestHash = requestHashOf(request);
  const rule = request.rateLimit;
  const now = Date.now();
  const accepted = rule && callWindow(request.callerId, rule.category, now);
  // An accepted call never needs the refusals' window.
  const refusedWindow = () => rule && callWindow(request.callerId, rule.refusals ?? rule.category, now);
  try {
    return await perform(scopeOf(scopeId, requestHash, accepted));
  } catch (error) {
    if (error instanceof IdempotencyKeyTaken) {
      const winner = await idempotencyRecord(scopeId);
      if (!winner) throw unavailable();
      return replay<T>(winner, requestHash);
    }
    const refused = refusedWindow();
    if (error instanceof AllowanceSpent && accepted && refused) {
      // This 429 comes only after the checks before the movement passed, so it says as much as a refusal and spends a refusal's
      // allowance too.
      if (refused.category !== accepted.category) await countCallNow(refused);
      throw throttled(accepted);
    }
    if (error instanceof HttpError && isFinalRejection(error)) {
      const outcome = { kind: 'rejection' as const, code: error.code, message: error.message, fields: error.fields };
      const remembered = await rememberRejection(scopeId, requestHash, outcome, refused);
      if (remembered === 'allowanceSpent' && refused) throw throttled(refused);
      if (remembered === 'keyTaken') {
        const winner = await idempotencyRecord(scopeId);
        if (winner) return replay<T>(winner, requestHash);
      }
    }
    throw error;
  }
}

/**
 * The work is several writes, each safe to repeat, so no one transaction can hold the key: a crash before the
 * result is remembered leaves the key free and the retry redoes work that then changes nothing. Calls are
 * counted by the handler, not here.
 */
export async function runRepeatableOnce<T>(request: Omit<IdempotentRequest, 'rateLimit'>, perform: () => Promise<T>): Promise<T> {
  const scopeId = scopeIdOf(request);
  const requestHash = requestHashOf(request);
  const earlier = await idempotencyRecord(scopeId);
  if (earlier) return replay<T>(earlier, requestHash);
  const result = await perform();
  if (await saveIdempotencyRecord(scopeId, requestHash, { kind: 'success', response: result })) return result;
  // Two calls with the key at once both did the repeatable work; the first remembered answers both.
  const winner = await idempotencyRecord(scopeId);
  return winner ? replay<T>(winner, requestHash) : result;
}
