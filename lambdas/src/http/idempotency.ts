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

/** One money-moving request, as far as its idempotency goes. */
export interface IdempotentRequest {
  callerId: string;
  operationId: string;
  key: string;
  /** What must be the same for a retry to be the same request (path parameters and body). */
  payload: unknown;
  /** How the operation's calls count against the caller's limits, when they do. */
  rateLimit?: RateLimitRule;
}

/** Rejections that say something final about the request, so a retry must get the same answer. */
const finalRejections: readonly ErrorCode[] = ['invalid_input', 'not_found', 'conflict'];
const isFinalRejection = (error: HttpError) => finalRejections.includes(error.code);

const scopeIdOf = (request: IdempotentRequest) => `${request.callerId}#${request.operationId}#${request.key}`;
const requestHashOf = (request: IdempotentRequest) => sha256Hex(stableJson(request.payload));

/**
 * The scope a movement writes its idempotency record with (the key, the request's hash and the
 * response) and, when given the caller's window, the count of this call.
 */
export function idempotencyScope(request: IdempotentRequest, window?: CallWindow): IdempotencyScope {
  return scopeOf(scopeIdOf(request), requestHashOf(request), window);
}

function scopeOf(scopeId: string, requestHash: string, window?: CallWindow): IdempotencyScope {
  return {
    remember: (response) => putIdempotencyRecord(scopeId, requestHash, { kind: 'success', response }),
    ...(window ? { allowance: countCall(window) } : {}),
  };
}

/**
 * Remembers a final rejection and, in the same transaction, counts it against the caller's
 * allowance for refusals: a refusal already remembered (a replay) is not counted again, and a
 * refusal over the allowance is neither counted nor remembered (the answer is 429 instead).
 */
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
 * Runs a money-moving operation at most once per (caller, operation, key). A replay returns the
 * first result, or the first rejection; the same key with a different request is 422. The
 * success record is written by the movement's own transaction, so "moved money" and "remembered
 * the key" cannot come apart — and its condition is also how a used key is noticed: the key is
 * not looked up first, so a first request (the common case) costs no extra read, and a replay
 * pays for one when its transaction, or its rejection, meets the existing record.
 *
 * The caller's limits ride on the same writes: an accepted call is counted by the movement's
 * transaction, a refused one by the transaction that remembers the refusal, and a replay by
 * neither (it is answered from the record even when the caller's allowance is spent). A call
 * over the allowance is answered 429 and nothing of it is written, so the same key may be
 * tried again once Retry-After has passed.
 */
export async function runIdempotently<T>(request: IdempotentRequest, perform: (scope: IdempotencyScope) => Promise<T>): Promise<T> {
  const scopeId = scopeIdOf(request);
  const requestHash = requestHashOf(request);
  const rule = request.rateLimit;
  const now = Date.now();
  const accepted = rule && callWindow(request.callerId, rule.category, now);
  // The window refusals count in (the one of the call's arrival) is worked out only for a refusal: an accepted call never needs it.
  const refusedWindow = () => rule && callWindow(request.callerId, rule.refusals ?? rule.category, now);
  try {
    // The request's hash is worked out once, for the record and for a replay's comparison.
    return await perform(scopeOf(scopeId, requestHash, accepted));
  } catch (error) {
    if (error instanceof IdempotencyKeyTaken) {
      const winner = await idempotencyRecord(scopeId);
      if (!winner) throw unavailable();
      return replay<T>(winner, requestHash);
    }
    const refused = refusedWindow();
    if (error instanceof AllowanceSpent && accepted && refused) {
      // This 429 comes only from a movement, after the checks before it passed (a transfer's
      // recipient was found), so it says as much as a refusal: where refusals have their own
      // allowance (a transfer's recipient look-ups), it spends one of those too.
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
 * An operation with an optional Idempotency-Key whose work is several writes, each safe to repeat
 * (the sandbox's reset), so no one transaction can hold the key: a key already used is answered
 * from its record without doing the work again; otherwise the work is done and its result
 * remembered. A crash before the result is remembered leaves the key free, and the retry does
 * the work again, which then changes nothing more. Calls are counted by the handler, not here.
 */
export async function runRepeatableOnce<T>(request: Omit<IdempotentRequest, 'rateLimit'>, perform: () => Promise<T>): Promise<T> {
  const scopeId = scopeIdOf(request);
  const requestHash = requestHashOf(request);
  const earlier = await idempotencyRecord(scopeId);
  if (earlier) return replay<T>(earlier, requestHash);
  const result = await perform();
  if (await saveIdempotencyRecord(scopeId, requestHash, { kind: 'success', response: result })) return result;
  // Two calls with the key at once: both did the (repeatable) work, and the first remembered answers both.
  const winner = await idempotencyRecord(scopeId);
  return winner ? replay<T>(winner, requestHash) : result;
}
