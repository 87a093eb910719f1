import { randomUUID } from 'node:crypto';
import { resolveRateLimits, type RateLimit, type RateLimitCategory } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { accountsOfUser } from '../../src/data/entities/account';
import { countCallNow } from '../../src/data/entities/call-counter';
import { idempotencyRecord } from '../../src/data/entities/idempotency-record';
import { callWindow } from '../../src/http/caller-limits';
import { callApi, type ApiResult } from '@sandbank/scripts/test-harness';
import { checkingOf, historyOf, newAccountHolder, transfer } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { runPool } from './support/model';
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
});
