import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { newUser, type TestUser } from './support/users';

describe('transaction history', () => {
  let customer: TestUser;
  let everything: any[];

  beforeAll(async () => {
    customer = await newUser();
    await callApi('listMyAccounts', { token: customer.accessToken });
    everything = (await callApi('listMyTransactions', { token: customer.accessToken, query: { limit: '100' } })).body.items;
  });

  it('lists entries newest first', () => {
    const times = everything.map((entry) => entry.id);
    expect(times).toEqual([...times].sort().reverse());
    expect(everything).toHaveLength(7);
  });

  it('walks the whole history with a cursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { limit: '2', ...(cursor ? { cursor } : {}) };
      const { status, body } = await callApi('listMyTransactions', { token: customer.accessToken, query });
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((entry: any) => entry.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(everything.map((entry) => entry.id));
  });

  it('filters by type across pages', async () => {
    const first = await callApi('listMyTransactions', { token: customer.accessToken, query: { type: 'deposit', limit: '3' } });
    expect(first.body.items).toHaveLength(3);
    const second = await callApi('listMyTransactions', {
      token: customer.accessToken,
      query: { type: 'deposit', limit: '3', cursor: first.body.nextCursor },
    });
    const deposits = [...first.body.items, ...second.body.items];
    expect(deposits.every((entry: any) => entry.type === 'deposit')).toBe(true);
    expect(deposits.map((entry: any) => entry.id)).toEqual(everything.filter((entry) => entry.type === 'deposit').map((entry) => entry.id));
    expect(second.body.nextCursor).toBeNull();
  });

  it('returns an empty page for a type the customer has none of', async () => {
    const { status, body } = await callApi('listMyTransactions', { token: customer.accessToken, query: { type: 'wire_transfer' } });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], nextCursor: null });
  });

  it('reads one transaction by id', async () => {
    const entry = everything[0];
    const { status, body } = await callApi('getMyTransaction', { token: customer.accessToken, params: { transactionId: entry.id } });
    expect(status).toBe(200);
    expect(body).toEqual(entry);
  });

  it("answers 404 for another customer's transaction and for an unknown id", async () => {
    const stranger = await newUser();
    const theirs = await callApi('getMyTransaction', { token: stranger.accessToken, params: { transactionId: everything[0].id } });
    expect(theirs.status).toBe(404);
    const unknown = await callApi('getMyTransaction', {
      token: customer.accessToken,
      params: { transactionId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'Transaction not found' } } });
  });

  it.each([
    ['a malformed id', { transactionId: 'not-an-id' }],
    ['an id with a slash-free injection attempt', { transactionId: "1' OR '1'='1" }],
  ])('answers 400 for %s', async (_, params) => {
    const { status, body } = await callApi('getMyTransaction', { token: customer.accessToken, params });
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
  });

  it.each([
    ['a forged cursor', { cursor: Buffer.from(JSON.stringify({ sk: 'PROFILE' })).toString('base64url') }],
    ['garbage in the cursor', { cursor: 'bm90LWpzb24' }],
    ['a zero limit', { limit: '0' }],
    ['an unknown type', { type: 'gift' }],
    ['an unknown parameter', { sort: 'asc' }],
  ])('answers 400 for %s', async (_, query) => {
    const { status, body } = await callApi('listMyTransactions', { token: customer.accessToken, query });
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
  });
});
