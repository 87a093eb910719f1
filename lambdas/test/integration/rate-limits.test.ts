import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveRateLimits, type RateLimit, type RateLimitCategory } from '@sandbank/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsOfUser } from '../../src/data/entities/account';
import { countCallNow } from '../../src/data/entities/call-counter';
import { idempotencyRecord } from '../../src/data/entities/idempotency-record';
import { callWindow } from '../../src/http/caller-limits';
import { newId } from '../../src/lib/ids';
import { callApi, type ApiResult } from '@sandbank/scripts/test-harness';
import { checkingOf, historyOf, newAccountHolder, transfer } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { runPool } from './support/model';
import { lockerOf } from './support/sandbox-customers';
import { newTestCustomer, simulate } from './support/sandbox-decisions';
import { newUser, type TestUser } from './support/users';

/*
 * Per-caller limits, through the gateway. Each test brings a caller to the edge of an allowance
 * — the limits in force on this stack (scripts/test/harness/integration-setup.ts), read the way the
 * functions read them — then checks the next call is refused with 429 and Retry-After, that
 * nothing of the refused call was written, and that other callers carry on. Where this stack
 * raises a limit into the hundreds for the proof under load, all but the last few calls are
 * counted with the very counter update the functions make, instead of being sent.
 */

const limitsInForce = () => resolveRateLimits(process.env.RATE_LIMITS);

/** Calls to make for real before the edge; the rest of the allowance is counted directly. */
const REAL_CALLS = 5;

async function spendAllButRealCalls(caller: TestUser, category: RateLimitCategory): Promise<number> {
  const { limit } = limitsInForce()[category];
  const direct = Math.max(0, limit - REAL_CALLS);
  const window = callWindow(caller.userId, category);
  const counted = await runPool(Array.from({ length: direct }), 16, () => countCallNow(window));
  expect(counted.every(Boolean)).toBe(true);
  return limit - direct;
}

/**
 * Windows are fixed: if too little of the current one is left for the test to spend a whole
 * allowance in it, wait for the next one to begin.
 */
async function startOfWindowWithRoom({ windowSeconds }: RateLimit, neededSeconds: number): Promise<void> {
  const secondsLeft = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (secondsLeft < Math.min(neededSeconds, windowSeconds / 2)) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 250));
}

function expectThrottled(response: ApiResult, category: RateLimitCategory): void {
  expect(response.status).toBe(429);
  expect(response.text).toBe(JSON.stringify({ error: { code: 'throttled', message: 'Too many requests. Please wait a moment and try again.' } }));
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(limitsInForce()[category].windowSeconds);
}

const idempotencyRecordOf = (caller: TestUser, operationId: string, key: string) => idempotencyRecord(`${caller.userId}#${operationId}#${key}`);

describe('per-caller limits', () => {
  it('refuses a transfer beyond the limit with 429 and Retry-After, writes nothing of it, answers replays from the record and leaves others alone', async () => {
    const { moneyMovement } = limitsInForce();
    const [sender, recipient, bystander] = await Promise.all([newAccountHolder(), newAccountHolder(), newAccountHolder()]);
    const source = await checkingOf(sender);
    const send = (key: string = randomUUID()) => transfer(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 1 }, key);
    await startOfWindowWithRoom(moneyMovement, 120);

    const realCalls = await spendAllButRealCalls(sender, 'moneyMovement');

    const firstKey = randomUUID();
    const first = await send(firstKey);
    expect(first.status).toBe(201);
    const accepted = await runPool(Array.from({ length: realCalls - 2 }), 16, () => send());
    expect(accepted.filter((response) => response.status !== 201)).toEqual([]);
    // Replays are answered from the record and not counted: the allowance still has one call left.
    for (let replay = 0; replay < 3; replay += 1) expect(await send(firstKey)).toMatchObject({ status: 201, body: first.body });
    expect((await send()).status).toBe(201);

    const balanceAtLimit = (await checkingOf(sender)).balanceCents;
    const recipientAtLimit = (await checkingOf(recipient)).balanceCents;
    const throttledKey = randomUUID();
    expectThrottled(await send(throttledKey), 'moneyMovement');
    expect((await checkingOf(sender)).balanceCents).toBe(balanceAtLimit);
    expect((await checkingOf(recipient)).balanceCents).toBe(recipientAtLimit);
    expect(await historyOf(sender)).toHaveLength(7 + realCalls);
    expect(await idempotencyRecordOf(sender, 'createInternalTransfer', throttledKey)).toBeNull();
    // A replay of an accepted transfer is still answered while the allowance is spent.
    expect(await send(firstKey)).toMatchObject({ status: 201, body: first.body });

    const other = await transfer(bystander, { fromAccountId: (await checkingOf(bystander)).id, toEmail: recipient.email, amountCents: 1 });
    expect(other.status).toBe(201);
    await expectLedgerInvariant(sender.userId);
    await expectLedgerInvariant(recipient.userId);
  });

  it('counts refused transfers as recipient look-ups; once they are spent every refusal is the same 429, whatever the email', async () => {
    const { lookup } = limitsInForce();
    const [prober, customer, bystander] = await Promise.all([newAccountHolder(), newAccountHolder(), newAccountHolder()]);
    const source = await checkingOf(prober);
    const probe = (toEmail: string, amountCents = 100) => transfer(prober, { fromAccountId: source.id, toEmail, amountCents });
    await startOfWindowWithRoom(lookup, 120);

    const realCalls = await spendAllButRealCalls(prober, 'lookup');
    const refusals = await runPool(Array.from({ length: realCalls }), 16, () => probe(`nobody-${randomUUID()}@example.test`));
    expect(refusals.filter((response) => response.status !== 404)).toEqual([]);

    const unknown = await probe(`nobody-${randomUUID()}@example.test`);
    const knownButTooMuch = await probe(customer.email, 1_000_000_000);
    expectThrottled(unknown, 'lookup');
    expect(knownButTooMuch.status).toBe(unknown.status);
    expect(knownButTooMuch.text).toBe(unknown.text);
    // Money that can move still moves: accepted transfers count against their own allowance.
    expect((await probe(customer.email, 100)).status).toBe(201);
    expect(await historyOf(prober)).toHaveLength(8);

    const otherProbe = await transfer(bystander, { fromAccountId: (await checkingOf(bystander)).id, toEmail: 'nobody-here@example.test', amountCents: 100 });
    expect(otherProbe.status).toBe(404);
  });

  it('refuses a search beyond the limit with 429 and never counts a plain listing', async () => {
    const { search } = limitsInForce();
    const [customer, bystander] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const list = (caller: TestUser, query: Record<string, string>) => callApi('listMyTransactions', { token: caller.accessToken, query });
    await startOfWindowWithRoom(search, 60);

    const searches = await runPool(Array.from({ length: search.limit }), 16, () => list(customer, { q: 'deposit' }));
    expect(searches.filter((response) => response.status !== 200)).toEqual([]);
    expectThrottled(await list(customer, { q: 'deposit' }), 'search');
    expect((await list(customer, { limit: '5' })).status).toBe(200);
    expect((await list(bystander, { q: 'deposit' })).status).toBe(200);
  });

  it("limits an administrator's postings, refused ones included, and writes nothing of the call beyond the limit", async () => {
    const { backOffice } = limitsInForce();
    const [admin, otherAdmin, customer] = await Promise.all([newUser({ admin: true }), newUser({ admin: true }), newAccountHolder()]);
    const checking = await checkingOf(customer);
    const adjust = (caller: TestUser, accountId: string, key = randomUUID()) =>
      callApi('adjustAccountBalance', {
        token: caller.accessToken,
        params: { accountId },
        body: { direction: 'credit', amountCents: 100, reason: 'Limit test' },
        headers: { 'idempotency-key': key },
      });
    await startOfWindowWithRoom(backOffice, 60);

    const refused = await runPool(Array.from({ length: backOffice.limit - 1 }), 16, () => adjust(admin, '01ARZ3NDEKTSV4RRFFQ69G5FAV'));
    expect(refused.filter((response) => response.status !== 404)).toEqual([]);
    expect((await adjust(admin, checking.id)).status).toBe(201);

    const throttledKey = randomUUID();
    expectThrottled(await adjust(admin, checking.id, throttledKey), 'backOffice');
    expect((await accountsOfUser(customer.userId))[0]!.balanceCents).toBe(checking.balanceCents + 100);
    expect((await historyOf(customer)).filter((entry) => entry.type === 'adjustment')).toHaveLength(1);
    expect(await idempotencyRecordOf(admin, 'adjustAccountBalance', throttledKey)).toBeNull();

    expect((await adjust(otherAdmin, checking.id)).status).toBe(201);
    await expectLedgerInvariant(customer.userId);
  });

  it('refuses a flood of locker items with 429, a test customer and a normal customer alike, and stores nothing of the refused add', async () => {
    const { lockerItem } = limitsInForce();
    const [tester, customer, bystander] = await Promise.all([newTestCustomer(), newAccountHolder(), newAccountHolder()]);
    const add = (caller: TestUser) => callApi('addLockerItem', { token: caller.accessToken, body: { name: 'Flood item', valueCents: 100 } });
    await startOfWindowWithRoom(lockerItem, 60);

    for (const caller of [tester, customer]) {
      const realCalls = await spendAllButRealCalls(caller, 'lockerItem');
      const added = await runPool(Array.from({ length: realCalls }), 16, () => add(caller));
      expect(added.filter((response) => response.status !== 201)).toEqual([]);
      expectThrottled(await add(caller), 'lockerItem');
      expect(await lockerOf(caller)).toHaveLength(realCalls);
    }
    expect((await add(bystander)).status).toBe(201);
  });

  it("refuses a test customer's simulated decisions beyond the limit with 429, whichever request they name, and decides nothing", async () => {
    const { sandboxDecision } = limitsInForce();
    const [tester, otherTester] = await Promise.all([newTestCustomer(), newTestCustomer()]);
    const pending = await callApi('addLockerItem', { token: tester.accessToken, body: { name: 'Decided later', valueCents: 100 } });
    expect(pending.status).toBe(201);
    await startOfWindowWithRoom(sandboxDecision, 60);

    const realCalls = await spendAllButRealCalls(tester, 'sandboxDecision');
    // Calls that decide nothing (no such request) are counted too.
    const missing = await runPool(Array.from({ length: realCalls }), 16, () => simulate(tester, 'locker', newId(), { outcome: 'approve' }));
    expect(missing.filter((response) => response.status !== 404)).toEqual([]);
    expectThrottled(await simulate(tester, 'locker', pending.body.id, { outcome: 'approve' }), 'sandboxDecision');
    expectThrottled(await simulate(tester, 'wire', newId(), { outcome: 'approve' }), 'sandboxDecision');
    expectThrottled(await simulate(tester, 'check', newId(), { outcome: 'reject' }), 'sandboxDecision');
    const locker = await callApi('listMyLockerItems', { token: tester.accessToken });
    expect(locker.body.items.map((item: { status: string }) => item.status)).toEqual(['pending']);

    expect((await simulate(otherTester, 'locker', newId(), { outcome: 'approve' })).status).toBe(404);
  });
});

describe('per-caller limits on webhook attempts made at once', () => {
  let receiver: Server;
  let receiverOrigin: string;
  const received: string[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      received.push(request.url ?? '/');
      request.resume().on('end', () => response.writeHead(200).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  async function endpointOf(caller: TestUser, path: string): Promise<string> {
    const created = await callApi('createWebhook', { token: caller.accessToken, body: { url: `${receiverOrigin}${path}`, types: ['*'] } });
    expect(created.status, created.text).toBe(201);
    return created.body.id as string;
  }

  it('refuses test events and resends beyond the limit with 429 and attempts nothing for them', async () => {
    const { webhookAttempt } = limitsInForce();
    const [customer, bystander] = await Promise.all([newUser(), newUser()]);
    const path = `/limited-${randomUUID()}`;
    const webhookId = await endpointOf(customer, path);
    const sendTest = () => callApi('testWebhook', { token: customer.accessToken, params: { webhookId } });
    await startOfWindowWithRoom(webhookAttempt, 60);

    const realCalls = await spendAllButRealCalls(customer, 'webhookAttempt');
    const first = await sendTest();
    expect(first.status, first.text).toBe(202);
    for (let call = 2; call < realCalls; call += 1) expect((await sendTest()).status).toBe(202);
    const resend = () => callApi('resendWebhookDelivery', { token: customer.accessToken, params: { webhookId, deliveryId: first.body.deliveryId } });
    expect((await resend()).status).toBe(202);
    expect(received.filter((url) => url === path)).toHaveLength(realCalls);

    expectThrottled(await sendTest(), 'webhookAttempt');
    expectThrottled(await resend(), 'webhookAttempt');
    expect(received.filter((url) => url === path)).toHaveLength(realCalls);

    const other = await callApi('testWebhook', { token: bystander.accessToken, params: { webhookId: await endpointOf(bystander, `/other-${randomUUID()}`) } });
    expect(other.status).toBe(202);
  });
});
