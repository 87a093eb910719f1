import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { defaultRateLimits, transactionOperations } from '@sandbank/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countCall } from '../data/entities/call-counter';
import { callWindow, throttled } from './caller-limits';
import { createHandler } from './create-handler';
import { documentClient } from '../lib/clients/dynamodb';
import { apiEvent } from '../../test/support/api-event';

const at = (iso: string) => Date.parse(iso);

describe('the window a call falls in', () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
    delete process.env.RATE_LIMITS;
  });
  afterEach(() => {
    delete process.env.RATE_LIMITS;
  });

  it('is a fixed window aligned to the epoch, with the allowance in force', () => {
    const window = callWindow('user-1', 'moneyMovement', at('2026-03-01T10:15:42.500Z'));
    expect(window).toEqual({
      callerId: 'user-1',
      category: 'moneyMovement',
      limit: defaultRateLimits.moneyMovement.limit,
      startsAt: at('2026-03-01T10:15:00Z') / 1000,
      endsAt: at('2026-03-01T10:16:00Z') / 1000,
    });
    expect(callWindow('user-1', 'lookup', at('2026-03-01T10:29:59Z'))).toMatchObject({ startsAt: at('2026-03-01T10:15:00Z') / 1000 });
  });

  it('follows the deployment’s RATE_LIMITS', () => {
    process.env.RATE_LIMITS = '{"search":{"limit":3,"windowSeconds":3600}}';
    expect(callWindow('user-1', 'search', at('2026-03-01T10:15:42Z'))).toMatchObject({ limit: 3, startsAt: at('2026-03-01T10:00:00Z') / 1000 });
  });

  it('is counted in its own item, under the caller’s partition, expiring when the window ends', () => {
    const update = countCall(callWindow('user-1', 'search', at('2026-03-01T10:15:42Z'))).Update!;
    expect(update.Key).toEqual({ pk: 'RATELIMIT#user-1', sk: 'search#2026-03-01T10:15:00.000Z' });
    expect(update.ConditionExpression).toBe('attribute_not_exists(#calls) OR #calls < :limit');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':limit': defaultRateLimits.search.limit, ':expiresAt': at('2026-03-01T10:16:00Z') / 1000 });
  });

  it('tells a refused caller to retry when the window ends, never in less than a second', () => {
    const window = callWindow('user-1', 'moneyMovement', at('2026-03-01T10:15:42.200Z'));
    expect(throttled(window, at('2026-03-01T10:15:42.200Z')).retryAfterSeconds).toBe(18);
    expect(throttled(window, at('2026-03-01T10:15:59.900Z')).retryAfterSeconds).toBe(1);
  });
});

describe('counting the calls of an operation that moves no money', () => {
  const list = createHandler(transactionOperations, 'listMyTransactions', async () => ({ items: [], nextCursor: null }));
  const customer = { sub: 'user-1' };

  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts a search, and not a plain listing', async () => {
    const send = vi.spyOn(documentClient(), 'send').mockResolvedValue({} as never);
    await list(apiEvent({ claims: customer, queryStringParameters: { limit: '5' } }));
    expect(send).not.toHaveBeenCalled();
    await list(apiEvent({ claims: customer, queryStringParameters: { q: 'coffee' } }));
    expect(send).toHaveBeenCalledTimes(1);
    const command = send.mock.calls[0]![0];
    expect(command).toBeInstanceOf(UpdateCommand);
    expect((command as UpdateCommand).input.Key).toMatchObject({ pk: 'RATELIMIT#user-1', sk: expect.stringMatching(/^search#/) });
  });

  it('answers 429 with Retry-After and the standard error body once the allowance is spent, before reading anything', async () => {
    const implementation = vi.fn(async () => ({ items: [], nextCursor: null }));
    const guarded = createHandler(transactionOperations, 'listMyTransactions', implementation);
    vi.spyOn(documentClient(), 'send').mockRejectedValue(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    const response = (await guarded(apiEvent({ claims: customer, queryStringParameters: { q: 'coffee' } }))) as {
      statusCode: number;
      headers: Record<string, string>;
      body: string;
    };
    expect(response.statusCode).toBe(429);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'throttled', message: 'Too many requests. Please wait a moment and try again.' } });
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(defaultRateLimits.search.windowSeconds);
    expect(implementation).not.toHaveBeenCalled();
  });
});
