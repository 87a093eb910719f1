import { randomUUID } from 'node:crypto';
import { callApi } from '@sandbank/scripts/test-harness';
import { FAULT_HEADER, FAULT_TIMEOUT_MS } from '@sandbank/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsOf, checkingOf, historyOf, newAccountHolder, transfer } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newTestCustomer } from './support/test-customer';
import type { TestUser } from './support/users';

/*
 * Faults on demand (Sandbank-Fault): a test customer asks any call to fail, or to be slow, so a
 * client's retry and timeout handling can be tested against the real API. The fault is answered
 * before anything is written, so the same call without the header then completes normally.
 */

const fault = (value: string) => ({ [FAULT_HEADER]: value });

let customer: TestUser;

beforeAll(async () => {
  customer = await newTestCustomer();
});

describe('a fault a test customer asks for', () => {
  it.each([
    ['500', 500, 'internal'],
    ['503', 503, 'unavailable'],
  ] as const)('%s is answered at once with that status in the error format', async (value, status, code) => {
    const answer = await callApi('listMyAccounts', { token: customer.accessToken, headers: fault(value) });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: { code, message: `${FAULT_HEADER}: ${value}` } });
  });

  it('429 says when to try again', async () => {
    const answer = await callApi('getMe', { token: customer.accessToken, headers: fault('429') });
    expect(answer.status).toBe(429);
    expect(answer.body.error.code).toBe('throttled');
    expect(answer.headers.get('retry-after')).toBe('1');
  });

  it('latency=<ms> answers normally after that delay, on the toolkit’s own calls too', async () => {
    const started = Date.now();
    const answer = await callApi('listMySandboxMail', { token: customer.accessToken, headers: fault('latency=1500') });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveProperty('items');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });

  it('refuses a latency above 10 seconds and a value it does not know, with 400', async () => {
    const tooLong = await callApi('getMe', { token: customer.accessToken, headers: fault('latency=10001') });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe(`${FAULT_HEADER} latency is at most 10000 ms`);
    const unknown = await callApi('getMe', { token: customer.accessToken, headers: fault('teapot') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/must be 500, 503, 429, timeout or latency=<ms>/);
  });

  it('writes nothing: a transfer refused by a fault, sent again with the same key without it, moves the money exactly once', async () => {
    const recipient = await newTestCustomer();
    const [from] = await accountsOf(customer);
    const before = { sender: from!.balanceCents, recipient: (await checkingOf(recipient)).balanceCents };
    const key = randomUUID();
    const body = { fromAccountId: from!.id, toEmail: recipient.email, amountCents: 4_321 };
    for (const value of ['503', '500', '429']) {
      const refused = await callApi('createInternalTransfer', { token: customer.accessToken, body, headers: { 'idempotency-key': key, ...fault(value) } });
      expect(refused.status).toBe(Number(value));
    }
    expect((await historyOf(customer)).filter((entry) => entry.amountCents === -4_321)).toEqual([]);

    const done = await transfer(customer, body, key);
    expect(done.status).toBe(201);
    const replay = await transfer(customer, body, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(done.body);
    const sender = (await accountsOf(customer)).find((account) => account.id === from!.id)!;
    expect(sender.balanceCents).toBe(before.sender - 4_321);
    expect((await checkingOf(recipient)).balanceCents).toBe(before.recipient + 4_321);
    expect((await historyOf(customer)).filter((entry) => entry.amountCents === -4_321)).toHaveLength(1);
    await expectLedgerInvariant(customer.userId);
    await expectLedgerInvariant(recipient.userId);
  });

  it('timeout answers 504 after 10 seconds, which neither the function nor the gateway cuts short', async () => {
    const started = Date.now();
    const answer = await callApi('getMe', { token: customer.accessToken, headers: fault('timeout') });
    expect(answer.status).toBe(504);
    expect(answer.body).toEqual({ error: { code: 'gateway_timeout', message: `${FAULT_HEADER}: timeout` } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAULT_TIMEOUT_MS);
  }, 30_000);
});

describe('the fault header from anyone else', () => {
  it('is ignored on the unauthenticated call that creates a test customer', async () => {
    const created = await callApi('createTestCustomer', { body: {}, headers: fault('500') });
    expect(created.status).toBe(201);
    expect(created.body.email).toEqual(expect.any(String));
  });

  it('is ignored for a normal customer: the call runs', async () => {
    const normal = await newAccountHolder();
    for (const value of ['500', 'timeout', 'latency=99999']) {
      const answer = await callApi('getMe', { token: normal.accessToken, headers: fault(value) });
      expect(answer.status, value).toBe(200);
    }
  });
});
