import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '@sandbank/scripts/test-harness';
import { describe, expect, it } from 'vitest';
import { creationRefusals } from '../../src/domain/sandbox/test-customers';
import { privateStack } from './support/private-stack';

/*
 * The bounds of POST /api/sandbox/customers, on a stack of this file's own: at most two test
 * customers alive at once, and three creations an hour from one network address.
 */

const stack = privateStack({
  name: 'sandbox-cap',
  portShift: 300,
  bankSettings: { sandbox: { enabled: true, maxLiveTestCustomers: 2 } },
  rateLimits: { testCustomerCreation: { limit: 3, windowSeconds: 3_600 } },
});

const create = () => stack.call('createTestCustomer', { body: { ttlMinutes: 5 } });

describe('the cap on live test customers and the per-address limit', () => {
  it('creates up to the cap, then answers 429 with Retry-After 60; beyond the address allowance 429 with what is left of the window', async () => {
    for (let created = 0; created < 2; created += 1) {
      const response = await create();
      expect(response.status, response.text).toBe(201);
    }
    const atCap = await create();
    expect(atCap.status, atCap.text).toBe(429);
    expect(atCap.body).toEqual({ error: { code: 'throttled', message: creationRefusals.liveCap } });
    expect(atCap.headers.get('retry-after')).toBe('60');

    const overAllowance = await create();
    expect(overAllowance.status, overAllowance.text).toBe(429);
    expect(overAllowance.body).toEqual({ error: { code: 'throttled', message: creationRefusals.addressRate } });
    const retryAfter = Number(overAllowance.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
  });

  it('leaves no one in the user pool but the two it created', async () => {
    const { userPoolId, userPoolClientId, urls } = stack.info();
    const client = cognitoClient({ userPoolId, userPoolClientId, endpoint: urls.cognito });
    try {
      const { Users = [] } = await client.send(new ListUsersCommand({ UserPoolId: userPoolId }));
      expect(Users).toHaveLength(2);
    } finally {
      client.destroy();
    }
  });
});
