import { publicOperations } from '@sandbank/shared/operations/public';
import { describe, expect, it } from 'vitest';
import { apiEvent } from '../../../test/support/api-event';
import { handler as health } from './health';

const parse = (result: unknown) => {
  const response = result as { statusCode: number; headers: Record<string, string>; body: string };
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) as unknown };
};

describe('health', () => {
  it('answers health as its schema says', async () => {
    const response = parse(await health(apiEvent({})));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(publicOperations.health.response.parse(response.body)).toEqual({ status: 'ok', time: expect.any(String) });
  });
});
