import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { attemptFor, fingerprintOf, mayRetryWithSameKey } from './submission-attempt';

const keys = () => {
  let count = 0;
  return () => `key-${(count += 1)}`;
};

describe('attemptFor', () => {
  it('gives a first submission a fresh key', () => {
    expect(attemptFor(null, 'body', keys())).toEqual({ fingerprint: 'body', idempotencyKey: 'key-1' });
  });

  it('reuses the key when the same body is sent again after an unanswered attempt', () => {
    const createKey = keys();
    const first = attemptFor(null, fingerprintOf({ amountCents: 5_000 }), createKey);
    expect(attemptFor(first, fingerprintOf({ amountCents: 5_000 }), createKey)).toBe(first);
  });

  it('makes a new key when the body changed', () => {
    const createKey = keys();
    const first = attemptFor(null, fingerprintOf({ amountCents: 5_000 }), createKey);
    expect(attemptFor(first, fingerprintOf({ amountCents: 6_000 }), createKey).idempotencyKey).toBe('key-2');
  });
});

describe('mayRetryWithSameKey', () => {
  it('keeps the key when the outcome is unknown or undecided', () => {
    expect(mayRetryWithSameKey(new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(mayRetryWithSameKey(new ApiError(503, 'unavailable', 'Please try again'))).toBe(true);
    expect(mayRetryWithSameKey(new ApiError(500, 'internal', 'oops'))).toBe(true);
    expect(mayRetryWithSameKey(new ApiError(429, 'throttled', 'slow down'))).toBe(true);
    expect(mayRetryWithSameKey(new ApiError(201, 'invalid_response', 'unreadable'))).toBe(true);
    expect(mayRetryWithSameKey(new TypeError('boom'))).toBe(true);
  });

  it('settles the attempt on a definite refusal', () => {
    expect(mayRetryWithSameKey(new ApiError(409, 'conflict', 'Insufficient balance'))).toBe(false);
    expect(mayRetryWithSameKey(new ApiError(404, 'not_found', 'No customer found with that email'))).toBe(false);
    expect(mayRetryWithSameKey(new ApiError(422, 'idempotency_key_reused', 'reused'))).toBe(false);
  });
});
