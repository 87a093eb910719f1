import { randomUUID } from 'node:crypto';
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { grantsOf, jobGrants } from '@sandbank/infra/local';
import { cognitoClient, type ApiResult } from '@sandbank/scripts/test-harness';
import { describe, expect, it } from 'vitest';
import { scheduledEvent } from '../../../scripts/local/scheduler';
import { runWithTableGrants } from '../../../scripts/local/table-grants';
import { testCustomerOf } from '../../src/data/entities/sandbox/test-customer';
import { countTestCustomerCreation, creationRoom, creationWindowAt } from '../../src/data/entities/sandbox/test-customer-count';
import { transactWrite } from '../../src/data/transact';
import { CAP_RETRY_AFTER_SECONDS, creationRefusals } from '../../src/domain/sandbox/test-customers';
import { VIEWER_ADDRESS_HEADER } from '../../src/http/address-calls';
import { ORIGIN_VERIFY_HEADER } from '../../src/http/origin-check';
import { handler as expireTestCustomers } from '../../src/jobs/expireTestCustomers';
import { privateStack } from './support/private-stack';
import { ageTestCustomer } from './support/test-customer-clock';

/*
 * The limits of POST /api/sandbox/customers that count by network, and the bank's creations a
 * minute, on a stack of this file's own run as behind CloudFront: its functions take the caller's
 * address from `x-viewer-address` (as CloudFront writes it), so one test sends from many
 * addresses. A network may have two test customers alive and make four creations an hour; the
 * bank takes twenty creations a minute.
 */

const ORIGIN_SECRET = `origin-${randomUUID()}`;
const LIVE_PER_NETWORK = 2;
const CREATIONS_PER_HOUR = 4;
const CREATIONS_PER_MINUTE = 20;

const stack = privateStack({
  name: 'sandbox-networks',
  portShift: 500,
  originVerifySecret: ORIGIN_SECRET,
  bankSettings: { sandbox: { enabled: true, maxLiveTestCustomers: 100, maxLivePerAddress: LIVE_PER_NETWORK, maxCreationsPerMinute: CREATIONS_PER_MINUTE } },
  rateLimits: { testCustomerCreation: { limit: CREATIONS_PER_HOUR, windowSeconds: 3_600 } },
});

interface Created {
  userId: string;
  email: string;
  password: string | null;
  expiresAt: string;
}

/** Every customer answered 201 in this file, and those the expiry job removed since. */
const created = new Set<string>();
const expired = new Set<string>();

async function createFrom(address: string, headers: Record<string, string> = {}): Promise<ApiResult<Created>> {
  const response = await stack.call<Created>('createTestCustomer', {
    body: { ttlMinutes: 30 },
    headers: { [ORIGIN_VERIFY_HEADER]: ORIGIN_SECRET, [VIEWER_ADDRESS_HEADER]: address, ...headers },
  });
  if (response.status === 201) created.add(response.body.userId);
  return response;
}

async function expectCreated(address: string): Promise<Created> {
  const response = await createFrom(address);
  expect(response.status, `${address}: ${response.text}`).toBe(201);
  return response.body;
}

function expectRefused(response: ApiResult, message: string, retryAfter: { min: number; max: number }): void {
  expect(response.status, response.text).toBe(429);
  expect(response.body).toEqual({ error: { code: 'throttled', message } });
  const seconds = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(retryAfter.min);
  expect(seconds).toBeLessThanOrEqual(retryAfter.max);
}

const atCap = { min: CAP_RETRY_AFTER_SECONDS, max: CAP_RETRY_AFTER_SECONDS };

/** The expiry job as its schedule runs it, held to its grants, once the customer's time is up. */
async function expire(userId: string): Promise<void> {
  await ageTestCustomer(userId, 3_600);
  for (let run = 1; run <= 3 && (await testCustomerOf(userId)) !== null; run += 1) {
    await runWithTableGrants('expireTestCustomers', grantsOf(jobGrants, 'expireTestCustomers'), () =>
      expireTestCustomers(scheduledEvent('expireTestCustomers', new Date())),
    );
  }
  expect(await testCustomerOf(userId)).toBeNull();
  expired.add(userId);
}

describe('test customers per network', () => {
  it('fills one /64 from many of its addresses, then refuses every address of it while other networks create; an expiry gives the place back', async () => {
    const first = await expectCreated('2001:db8:a:1::1');
    await expectCreated('2001:db8:a:1:ffff:abcd:1234:5678');
    expect((await testCustomerOf(first.userId))?.createdFrom).toBe('2001:db8:a:1::/64');

    expectRefused(await createFrom('2001:0db8:000a:0001::99'), creationRefusals.liveCapOfAddress, atCap);
    // The neighbouring /64 and an IPv4 address are networks of their own.
    await expectCreated('2001:db8:a:2::1');
    await expectCreated('203.0.113.10');
    // An IPv4-mapped IPv6 address is the IPv4 address it carries.
    await expectCreated('::ffff:203.0.113.10');
    expectRefused(await createFrom('203.0.113.10'), creationRefusals.liveCapOfAddress, atCap);

    await expire(first.userId);
    await expectCreated('2001:db8:a:1::5');
    // That was the /64's fourth creation this hour, refused ones included: the hourly limit counts by /64 as well.
    expectRefused(await createFrom('2001:db8:a:1::6'), creationRefusals.addressRate, { min: 1, max: 3_600 });
  });

  it('holds a network to its cap exactly when its creations arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: CREATIONS_PER_HOUR }, (_, host) => createFrom(`2001:db8:b:1::${host + 1}`)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(LIVE_PER_NETWORK);
    for (const refused of responses.filter((response) => response.status !== 201)) expectRefused(refused, creationRefusals.liveCapOfAddress, atCap);
    expect((await creationRoom('2001:db8:b:1::/64', creationWindowAt(new Date(), CREATIONS_PER_MINUTE))).liveOfAddress).toBe(LIVE_PER_NETWORK);
  });
});

describe('a replayed creation', () => {
  it('answers the same customer without its password, and only to the address that sent it', async () => {
    const key = randomUUID();
    const first = await createFrom('2001:db8:c:1::1', { 'idempotency-key': key });
    expect(first.status, first.text).toBe(201);
    expect(first.body.password).toEqual(expect.any(String));

    const replay = await createFrom('2001:db8:c:1::1', { 'idempotency-key': key });
    expect(replay.status, replay.text).toBe(201);
    expect(replay.body).toEqual({ ...first.body, password: null });

    // Another address of the same /64 sending the same key is another caller: a customer of its own.
    const neighbour = await createFrom('2001:db8:c:1::2', { 'idempotency-key': key });
    expect(neighbour.status, neighbour.text).toBe(201);
    expect(neighbour.body.userId).not.toBe(first.body.userId);
    expect(neighbour.body.password).toEqual(expect.any(String));
  });
});

describe("the bank's creations a minute", () => {
  it('refuses a creation from any network once the minute is spent, with what is left of it as Retry-After', async () => {
    // Enough of the minute left for two creations, counted the way a creation counts itself up to the last place.
    const secondsLeft = 60 - ((Date.now() / 1000) % 60);
    if (secondsLeft < 20) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 250));
    const window = creationWindowAt(new Date(), CREATIONS_PER_MINUTE);
    const { createdThisMinute } = await creationRoom('203.0.113.20', window);
    for (let count = createdThisMinute; count < CREATIONS_PER_MINUTE - 1; count += 1) await transactWrite([countTestCustomerCreation(window)]);

    await expectCreated('203.0.113.20');
    expectRefused(await createFrom('203.0.113.21'), creationRefusals.bankRate, { min: 1, max: 60 });
    expectRefused(await createFrom('2001:db8:d:1::1'), creationRefusals.bankRate, { min: 1, max: 60 });
    expect((await creationRoom('203.0.113.21', window)).createdThisMinute).toBe(CREATIONS_PER_MINUTE);
  });
});

describe('what the refusals leave', () => {
  it('leaves in the user pool exactly the test customers answered 201 that have not expired', async () => {
    const { userPoolId, userPoolClientId, urls } = stack.info();
    const client = cognitoClient({ userPoolId, userPoolClientId, endpoint: urls.cognito });
    try {
      const { Users = [] } = await client.send(new ListUsersCommand({ UserPoolId: userPoolId }));
      const alive = [...created].filter((userId) => !expired.has(userId));
      expect(Users.map((user) => user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value).sort()).toEqual(alive.sort());
    } finally {
      client.destroy();
    }
  });
});
