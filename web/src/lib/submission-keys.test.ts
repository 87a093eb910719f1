import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { answered, attemptFor, formFieldsOf, fingerprintOf, mayRetryWithSameKey, noAttempts, sending, serverFieldErrors, type Attempts } from './submission-keys';

const keys = () => {
  let count = 0;
  return () => `key-${(count += 1)}`;
};

/** Sends `input` in `scope` and answers with `outcome`: the key it went with, and the state after. */
function submit(attempts: Attempts, scope: string, input: unknown, createKey: () => string, outcome: { ok: true } | { ok: false; error: unknown }) {
  const attempt = attemptFor(attempts, scope, fingerprintOf(input), createKey);
  return { key: attempt.idempotencyKey, attempts: answered(sending(attempts, scope, attempt), scope, outcome) };
}

const offline = { ok: false as const, error: new ApiRequestError(0, 'network', 'offline') };
const success = { ok: true as const };

describe('the Idempotency-Key of a submission', () => {
  it('is fresh for a first submission', () => {
    expect(attemptFor(noAttempts, '', 'body', keys())).toEqual({ fingerprint: 'body', idempotencyKey: 'key-1' });
  });

  it('is the same when the same input is sent again after a network failure or a 5xx', () => {
    const createKey = keys();
    const first = submit(noAttempts, '', { amountCents: 5_000 }, createKey, offline);
    const second = submit(first.attempts, '', { amountCents: 5_000 }, createKey, { ok: false, error: new ApiRequestError(503, 'unavailable', 'Please try again') });
    const third = submit(second.attempts, '', { amountCents: 5_000 }, createKey, success);
    expect([first.key, second.key, third.key]).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('is new after a success', () => {
    const createKey = keys();
    const first = submit(noAttempts, '', { amountCents: 5_000 }, createKey, success);
    expect(submit(first.attempts, '', { amountCents: 5_000 }, createKey, success).key).toBe('key-2');
  });

  it('is new when the input changed', () => {
    const createKey = keys();
    const first = submit(noAttempts, '', { amountCents: 5_000 }, createKey, offline);
    expect(submit(first.attempts, '', { amountCents: 6_000 }, createKey, success).key).toBe('key-2');
  });

  it('is new after a definite refusal', () => {
    const createKey = keys();
    const first = submit(noAttempts, '', { amountCents: 5_000 }, createKey, { ok: false, error: new ApiRequestError(409, 'conflict', 'Insufficient balance') });
    expect(submit(first.attempts, '', { amountCents: 5_000 }, createKey, success).key).toBe('key-2');
  });

  it('is kept per row: a row retried keeps its key while another row gets its own', () => {
    const createKey = keys();
    const wireA = submit(noAttempts, 'wire-a', { kind: 'approve' }, createKey, offline);
    const wireB = submit(wireA.attempts, 'wire-b', { kind: 'approve' }, createKey, success);
    expect(wireB.key).toBe('key-2');
    expect(submit(wireB.attempts, 'wire-a', { kind: 'approve' }, createKey, success).key).toBe('key-1');
  });

  it('is new for another decision on the same row', () => {
    const createKey = keys();
    const approve = submit(noAttempts, 'check-1', { kind: 'approve' }, createKey, offline);
    expect(submit(approve.attempts, 'check-1', { kind: 'reject', reason: 'Unreadable' }, createKey, success).key).toBe('key-2');
  });
});

describe('mayRetryWithSameKey', () => {
  it('keeps the key when the outcome is unknown or undecided', () => {
    expect(mayRetryWithSameKey(new ApiRequestError(0, 'network', 'offline'))).toBe(true);
    expect(mayRetryWithSameKey(new ApiRequestError(503, 'unavailable', 'Please try again'))).toBe(true);
    expect(mayRetryWithSameKey(new ApiRequestError(500, 'internal', 'oops'))).toBe(true);
    expect(mayRetryWithSameKey(new ApiRequestError(429, 'throttled', 'slow down'))).toBe(true);
    expect(mayRetryWithSameKey(new ApiRequestError(201, 'invalid_response', 'unreadable'))).toBe(true);
    expect(mayRetryWithSameKey(new TypeError('boom'))).toBe(true);
  });

  it('settles the attempt on a definite refusal', () => {
    expect(mayRetryWithSameKey(new ApiRequestError(409, 'conflict', 'Insufficient balance'))).toBe(false);
    expect(mayRetryWithSameKey(new ApiRequestError(404, 'not_found', 'No customer found with that email'))).toBe(false);
    expect(mayRetryWithSameKey(new ApiRequestError(422, 'idempotency_key_reused', 'reused'))).toBe(false);
  });
});

describe('serverFieldErrors', () => {
  const formFieldOf = { amountCents: 'amount', memo: 'memo' } as const;

  it("puts a 400's field messages under the form's fields, the first message of each", () => {
    const error = new ApiRequestError(400, 'validation', 'Invalid request', { 'body.amountCents': 'Enter a positive amount', 'body.memo': 'Too long', 'body.other': 'x' });
    expect(serverFieldErrors(error, formFieldOf)).toEqual({ amount: 'Enter a positive amount', memo: 'Too long' });
  });

  it('finds nothing in a failure that is not a refusal', () => {
    expect(serverFieldErrors(new ApiRequestError(503, 'unavailable', 'later', { 'body.memo': 'x' }), formFieldOf)).toEqual({});
    expect(serverFieldErrors(new TypeError('boom'), formFieldOf)).toEqual({});
  });
});

describe('formFieldsOf', () => {
  it('names each form field as itself and adds the body fields the form names otherwise', () => {
    const fieldOf = formFieldsOf(['memo', 'amount'], { amountCents: 'amount' });
    expect(fieldOf).toEqual({ memo: 'memo', amount: 'amount', amountCents: 'amount' });
    expect(serverFieldErrors(new ApiRequestError(400, 'validation_error', 'Invalid input', { 'body.amountCents': 'Too much', 'body.other': 'x' }), fieldOf)).toEqual({ amount: 'Too much' });
  });
});
