import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountsOf, checkingOf, historyOf } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newUser, type TestUser } from './support/users';

const withKey = () => ({ 'idempotency-key': randomUUID() });

describe('admin adjustments and postings', () => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await newUser({ admin: true });
  });

  it('credits an account with an adjustment entry, an Adjustment record and an audit event', async () => {
    const customer = await newUser();
    const checking = await checkingOf(customer);
    const response = await callApi('adjustAccountBalance', {
      token: admin.accessToken,
      params: { accountId: checking.id },
      body: { direction: 'credit', amountCents: 12_345, reason: 'Goodwill' },
      headers: withKey(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ accountId: checking.id, balanceCents: checking.balanceCents + 12_345 });
    expect(response.body.transaction).toMatchObject({
      type: 'adjustment',
      amountCents: 12_345,
      description: 'Admin credit adjustment',
      status: 'completed',
      adjustmentId: response.body.adjustmentId,
    });
    const latest = (await historyOf(customer))[0];
    expect(latest).toMatchObject({ id: response.body.transaction.id, description: 'Admin credit adjustment' });

    const audit = await callApi('listAuditEvents', { token: admin.accessToken, query: { limit: '50' } });
    const event = audit.body.items.find((item: any) => item.after?.adjustmentId === response.body.adjustmentId);
    expect(event).toMatchObject({
      actorId: admin.userId,
      action: 'account.adjust.credit',
      targetType: 'account',
      targetId: checking.id,
      before: { balanceCents: checking.balanceCents },
      after: { balanceCents: checking.balanceCents + 12_345, reason: 'Goodwill' },
    });
    await expectLedgerInvariant(customer.userId);
  });

  it("debits a user's first checking account", async () => {
    const customer = await newUser();
    const checking = await checkingOf(customer);
    const response = await callApi('adjustUserBalance', {
      token: admin.accessToken,
      params: { userId: customer.userId },
      body: { direction: 'debit', amountCents: 47_52, reason: 'Correction' },
      headers: withKey(),
    });
    expect(response.status).toBe(201);
    expect(response.body.transaction).toMatchObject({ accountId: checking.id, amountCents: -4_752, description: 'Admin debit adjustment' });
    expect((await checkingOf(customer)).balanceCents).toBe(1_280_000);
    await expectLedgerInvariant(customer.userId);
  });

  it('refuses to deduct more than the balance and writes nothing', async () => {
    const customer = await newUser();
    const checking = await checkingOf(customer);
    const response = await callApi('adjustAccountBalance', {
      token: admin.accessToken,
      params: { accountId: checking.id },
      body: { direction: 'debit', amountCents: checking.balanceCents + 1, reason: 'Too much' },
      headers: withKey(),
    });
    expect(response).toMatchObject({ status: 409, body: { error: { message: 'Cannot deduct more than the current balance' } } });
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);
    expect(await historyOf(customer)).toHaveLength(7);
  });

  it('answers 404 for a user without a checking account and for an unknown account', async () => {
    const stranger = await newUser();
    const noAccounts = await callApi('adjustUserBalance', {
      token: admin.accessToken,
      params: { userId: stranger.userId },
      body: { direction: 'credit', amountCents: 100, reason: 'x' },
      headers: withKey(),
    });
    expect(noAccounts).toMatchObject({ status: 404, body: { error: { message: 'No checking account found for user' } } });
    const unknown = await callApi('adjustAccountBalance', {
      token: admin.accessToken,
      params: { accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
      body: { direction: 'credit', amountCents: 100, reason: 'x' },
      headers: withKey(),
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: 'Account not found' } } });
  });

  it.each([
    ['a missing reason', { direction: 'credit', amountCents: 100, reason: ' ' }, 'A reason is required'],
    ['a zero amount', { direction: 'credit', amountCents: 0, reason: 'x' }, 'Please enter a valid positive amount'],
    ['an unknown direction', { direction: 'sideways', amountCents: 100, reason: 'x' }, 'Invalid body'],
  ])('rejects %s', async (_, body, message) => {
    const customer = await newUser();
    const checking = await checkingOf(customer);
    const response = await callApi('adjustAccountBalance', {
      token: admin.accessToken,
      params: { accountId: checking.id },
      body,
      headers: withKey(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain(message);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);
  });

  it.each([
    ['deposit', undefined, 2_000, 'Admin deposit'],
    ['withdrawal', undefined, -2_000, 'Admin withdrawal'],
    ['fee', undefined, -2_000, 'Admin fee'],
    ['interest', undefined, 2_000, 'Admin interest'],
    ['adjustment', 'debit', -2_000, 'Admin adjustment'],
  ])('posts a %s now, moving the balance', async (type, direction, signed, description) => {
    const customer = await newUser();
    const savings = (await accountsOf(customer)).find((account) => account.type === 'savings')!;
    const response = await callApi('postAccountTransaction', {
      token: admin.accessToken,
      params: { accountId: savings.id },
      body: { type, amountCents: 2_000, ...(direction ? { direction } : {}) },
      headers: withKey(),
    });
    expect(response.status).toBe(201);
    expect(response.body.transaction).toMatchObject({ type, amountCents: signed, description, status: 'completed' });
    expect(Date.now() - Date.parse(response.body.transaction.createdAt)).toBeLessThan(60_000);
    expect((await accountsOf(customer)).find((account) => account.id === savings.id)!.balanceCents).toBe(savings.balanceCents + signed);
    await expectLedgerInvariant(customer.userId);
  });

  it.each([
    ['an adjustment without a direction', { type: 'adjustment', amountCents: 100 }],
    ['a deposit as a debit', { type: 'deposit', direction: 'debit', amountCents: 100 }],
    ['an unknown type', { type: 'transfer', amountCents: 100 }],
  ])('rejects %s', async (_, body) => {
    const customer = await newUser();
    const checking = await checkingOf(customer);
    const response = await callApi('postAccountTransaction', {
      token: admin.accessToken,
      params: { accountId: checking.id },
      body,
      headers: withKey(),
    });
    expect(response.status).toBe(400);
  });
});

describe("an administrator's own accounts", () => {
  it('are refused to their own postings and adjustments with 403, and nothing is written or audited', async () => {
    const admin = await newUser({ admin: true });
    // Administrators are customers too: their first request opened their accounts (checking first).
    const before = await accountsOf(admin);
    const [checking, savings] = before;
    const auditBefore = (await callApi('listAuditEvents', { token: admin.accessToken, query: { limit: '1' } })).body.items[0]?.sequence ?? 0;
    const attempts = [
      callApi('adjustAccountBalance', {
        token: admin.accessToken,
        params: { accountId: checking!.id },
        body: { direction: 'credit', amountCents: 100_000, reason: 'To myself' },
        headers: withKey(),
      }),
      callApi('adjustUserBalance', {
        token: admin.accessToken,
        params: { userId: admin.userId },
        body: { direction: 'credit', amountCents: 100_000, reason: 'To myself' },
        headers: withKey(),
      }),
      callApi('postAccountTransaction', {
        token: admin.accessToken,
        params: { accountId: savings!.id },
        body: { type: 'deposit', amountCents: 100_000 },
        headers: withKey(),
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response).toMatchObject({
        status: 403,
        body: { error: { code: 'forbidden', message: 'Administrators cannot post to or adjust their own accounts' } },
      });
    }
    expect(await accountsOf(admin)).toEqual(before);
    expect(await historyOf(admin)).toHaveLength(7);
    const auditAfter = (await callApi('listAuditEvents', { token: admin.accessToken, query: { limit: '50' } })).body.items;
    expect(auditAfter.filter((event: any) => event.sequence > auditBefore && event.actorId === admin.userId)).toEqual([]);
    await expectLedgerInvariant(admin.userId);
  });
});

describe('ledger check and audit chain', () => {
  it('finds no mismatches and a valid chain after admin activity', async () => {
    const [admin, customer] = await Promise.all([newUser({ admin: true }), newUser()]);
    const checking = await checkingOf(customer);
    for (const direction of ['credit', 'debit']) {
      const response = await callApi('adjustAccountBalance', {
        token: admin.accessToken,
        params: { accountId: checking.id },
        body: { direction, amountCents: 1_000, reason: 'Chain test' },
        headers: withKey(),
      });
      expect(response.status).toBe(201);
    }
    const check = await callApi('checkLedger', { token: admin.accessToken });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ ok: true, mismatches: [] });
    expect(check.body.accountsChecked).toBeGreaterThan(0);

    const verification = await callApi('verifyAuditChain', { token: admin.accessToken });
    expect(verification.body).toMatchObject({ valid: true, brokenAt: null });
    expect(verification.body.eventsChecked).toBe(verification.body.headSequence);
    expect(verification.body.eventsChecked).toBeGreaterThanOrEqual(2);
  });

  it('lists audit events newest first with a cursor', async () => {
    const [admin, customer] = await Promise.all([newUser({ admin: true }), newUser()]);
    const checking = await checkingOf(customer);
    for (let index = 0; index < 2; index += 1) {
      await callApi('postAccountTransaction', {
        token: admin.accessToken,
        params: { accountId: checking.id },
        body: { type: 'interest', amountCents: 10 },
        headers: withKey(),
      });
    }
    const first = await callApi('listAuditEvents', { token: admin.accessToken, query: { limit: '1' } });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await callApi('listAuditEvents', { token: admin.accessToken, query: { limit: '1', cursor: first.body.nextCursor } });
    expect(second.body.items[0].sequence).toBe(first.body.items[0].sequence - 1);
    expect(second.body.items[0].hash).toBe(first.body.items[0].previousHash);
  });
});
