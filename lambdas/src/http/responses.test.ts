import { conflict, unavailable } from '@sandbank/shared/errors';
import { describe, expect, it } from 'vitest';
import { errorResponse } from './responses';

const answer = (error: unknown) => {
  const response = errorResponse(error, 'request-1');
  if (typeof response === 'string') throw new Error('expected a structured response');
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(String(response.body)) };
};

describe('errorResponse', () => {
  it('answers an AWS fault a retry can cure with 503, Retry-After and the standard body', () => {
    const throttled = Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
      name: 'ThrottlingException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400, attempts: 3 },
    });
    expect(answer(throttled)).toMatchObject({
      status: 503,
      headers: { 'retry-after': '1' },
      body: { error: { code: 'unavailable', message: 'Please try again' } },
    });
    expect(answer(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })).status).toBe(503);
  });

  it('gives our own 503 a Retry-After too, and leaves other answers without one', () => {
    expect(answer(unavailable())).toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
    expect(answer(conflict('Insufficient balance')).headers).not.toHaveProperty('retry-after');
  });

  it('answers anything else 500 without saying what went wrong', () => {
    expect(answer(new TypeError('x is undefined'))).toMatchObject({
      status: 500,
      body: { error: { code: 'internal', message: 'Something went wrong (request request-1)' } },
    });
    const refused = Object.assign(new Error('denied'), { name: 'AccessDeniedException', $metadata: { httpStatusCode: 400 } });
    expect(answer(refused).status).toBe(500);
  });
});
