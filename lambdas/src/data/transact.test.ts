import { TransactionCanceledException, TransactionInProgressException } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@sandbank/shared';
import { documentClient } from '../lib/clients/dynamodb';
import { retryPolicy, TransactionRejected, transactWrite } from './transact';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('transactWrite', () => {
  let send: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
    send = vi.spyOn(documentClient(), 'send');
  });

  afterEach(() => {
    send.mockRestore();
  });

  it('retries a transaction conflict and succeeds', async () => {
    send.mockRejectedValueOnce(cancelled('None', 'TransactionConflict')).mockResolvedValueOnce({} as never);
    await transactWrite([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('retries TransactionInProgress', async () => {
    send
      .mockRejectedValueOnce(new TransactionInProgressException({ message: 'busy', $metadata: {} }))
      .mockResolvedValueOnce({} as never);
    await transactWrite([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives up after the bounded number of attempts with 503 Please try again', async () => {
    send.mockRejectedValue(cancelled('TransactionConflict'));
    const failure = await transactWrite([]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 503, message: 'Please try again' });
    expect(send).toHaveBeenCalledTimes(retryPolicy.attempts);
  });

  it('does not retry a failed condition and reports which item failed', async () => {
    send.mockRejectedValue(cancelled('None', 'ConditionalCheckFailed'));
    const failure = (await transactWrite([]).catch((error: unknown) => error)) as TransactionRejected;
    expect(failure).toBeInstanceOf(TransactionRejected);
    expect(failure.failedCondition(1)).toBe(true);
    expect(failure.failedCondition(0)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes other errors through untouched', async () => {
    const boom = new Error('network down');
    send.mockRejectedValue(boom);
    await expect(transactWrite([])).rejects.toBe(boom);
  });
});
