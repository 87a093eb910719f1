import { HttpError, notFound } from '@sandbank/shared/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyKeyTaken } from '../idempotency/idempotency-scope';
import { decideAsSandbox, onceIndexed } from './simulate-scope';

const request = { callerId: 'user-1', operationId: 'simulateWire', requestId: 'wire-1' };

describe('a decision the sandbox makes', () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });

  it("remembers it under a scope of the caller, the operation and the request, apart from callers' own keys", async () => {
    const put = await decideAsSandbox(request, 'decided', async (idempotency) => idempotency.remember({ status: 'approved' }));
    expect(put.Put?.Item).toMatchObject({ pk: expect.stringContaining('user-1#sandbox:simulateWire#wire-1') });
    expect(JSON.parse(String(put.Put?.Item?.outcome))).toEqual({ kind: 'success', response: { status: 'approved' } });
    // Asked again for the same request, the record is the same one, so only one transaction can write it.
    const again = await decideAsSandbox(request, 'decided', async (idempotency) => idempotency.remember({ status: 'rejected' }));
    expect(again.Put?.Item?.pk).toBe(put.Put?.Item?.pk);
    expect(again.Put?.Item?.requestHash).toBe(put.Put?.Item?.requestHash);
    expect(put.Put?.ConditionExpression).toContain('attribute_not_exists(pk)');
  });

  it('answers 409 with the given message when the same decision was written first', async () => {
    const refused = decideAsSandbox(request, 'This transfer has already been decided', () => Promise.reject(new IdempotencyKeyTaken()));
    await expect(refused).rejects.toMatchObject({ status: 409, message: 'This transfer has already been decided' });
  });

  it('passes any other failure on as it is', async () => {
    const failure = new HttpError('conflict', 'Only a confirmed wire transfer awaiting approval can be approved or rejected');
    await expect(decideAsSandbox(request, 'decided', () => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('a decision on a request filed a moment ago', () => {
  it('looks for the request again while its index says it is missing, then decides', async () => {
    vi.useFakeTimers();
    try {
      const decide = vi.fn().mockRejectedValueOnce(notFound()).mockRejectedValueOnce(notFound()).mockResolvedValue('decided');
      const decided = onceIndexed(decide);
      await vi.runAllTimersAsync();
      await expect(decided).resolves.toBe('decided');
      expect(decide).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up with the 404 after a few tries, and never retries another answer', async () => {
    vi.useFakeTimers();
    try {
      const missing = vi.fn().mockRejectedValue(notFound('Check deposit not found'));
      const outcome = onceIndexed(missing).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await outcome).toMatchObject({ status: 404 });
      expect(missing).toHaveBeenCalledTimes(5);
      const conflict = vi.fn().mockRejectedValue(new HttpError('conflict', 'decided'));
      await expect(onceIndexed(conflict)).rejects.toMatchObject({ status: 409 });
      expect(conflict).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
