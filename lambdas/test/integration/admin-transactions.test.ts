import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountsOf, checkingOf, newAccountHolder, transfer, type AccountView } from './support/banking';
import { newUser, type TestUser } from './support/users';

/*
 * Every customer's transactions for the back office (GET /api/admin/transactions): the month's
 * entries spread over index shards and merged newest first, searched by description, type,
 * holder and account, paged by a signed cursor that carries the position in the shards.
 */

const invalidCursor = { error: { code: 'invalid_input', message: 'Invalid cursor', fields: { 'query.cursor': 'Invalid cursor' } } };

let admin: TestUser;
let sender: TestUser;
let recipient: TestUser;
let recipientChecking: AccountView;
let transferId: string;

const list = (query: Record<string, string>, as: TestUser = admin) => callApi('listAllTransactions', { token: as.accessToken, query });

/** Pages of a search until `enough` says stop or the listing ends (at most 40 requests). */
async function walk(query: Record<string, string>, enough: (items: any[]) => boolean = () => false) {
  const items: any[] = [];
  let cursor: string | null = null;
  for (let request = 0; request < 40; request += 1) {
    const response = await list(cursor ? { ...query, cursor } : query);
    expect(response.status).toBe(200);
    items.push(...response.body.items);
    cursor = response.body.nextCursor;
    if (!cursor || enough(items)) break;
  }
  return { items, cursor };
}

beforeAll(async () => {
  [admin, sender, recipient] = await Promise.all([newUser({ admin: true }), newAccountHolder(), newAccountHolder()]);
  recipientChecking = await checkingOf(recipient);
  const source = await checkingOf(sender);
  const sent = await transfer(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 4_321 });
  expect(sent.status).toBe(201);
  transferId = sent.body.transferId;
});

describe('all transactions', () => {
  it("finds a customer's entries by their email, newest first, each with its holder and account", async () => {
    // The recipient's seven opening entries and the transfer's credit, plus the debit described 'Transfer to {email}'.
    const { items } = await walk({ q: recipient.email, limit: '5' }, (found) => found.length >= 9);
    expect(items).toHaveLength(9);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort().reverse()).toEqual(ids);
    const credit = items.find((item) => item.transferId === transferId && item.amountCents > 0);
    const debit = items.find((item) => item.transferId === transferId && item.amountCents < 0);
    expect(credit).toMatchObject({
      type: 'transfer',
      amountCents: 4_321,
      status: 'completed',
      holder: { userId: recipient.userId, email: recipient.email },
      account: { id: recipientChecking.id, number: recipientChecking.number, type: 'checking', name: 'Everyday Checking' },
    });
    expect(debit).toMatchObject({ amountCents: -4_321, holder: { userId: sender.userId, email: sender.email }, description: `Transfer to ${recipient.email}` });
  });

  it('searches by account number and by type, case-insensitively', async () => {
    const byNumber = await walk({ q: recipientChecking.number.toLowerCase(), limit: '20' }, (found) => found.length >= 6);
    // Opening deposit, four samples, the transfer's credit: all on that checking account.
    expect(byNumber.items.map((item) => item.account.id)).toEqual(Array(6).fill(recipientChecking.id));
    const byType = await list({ q: 'TRANSFER', limit: '10' });
    expect(byType.status).toBe(200);
    for (const item of byType.body.items) expect(`${item.type} ${item.description} ${item.holder.email} ${item.account.number}`.toLowerCase()).toContain('transfer');
  });

  it('pages without gaps or repeats, newest first across customers', async () => {
    const [other] = await Promise.all([newAccountHolder()]);
    const { items } = await walk({ limit: '7' }, (found) => found.length >= 40);
    expect(items.length).toBeGreaterThanOrEqual(40);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect(new Set(items.map((item) => item.holder.userId)).size).toBeGreaterThan(1);
    expect((await accountsOf(other)).length).toBe(3);
  });

  it("answers the bank's totals from its counters", async () => {
    const { body } = await list({ limit: '1' });
    expect(body.totals.total).toBeGreaterThanOrEqual(body.totals.deposits.count + body.totals.withdrawals.count);
    expect(body.totals.deposits.cents).toBeGreaterThan(0);
    expect(body.totals.withdrawals.cents).toBeLessThan(0);
    expect(body.totals.volumeCents).toBe(body.totals.deposits.cents - body.totals.withdrawals.cents);
  });

  it('answers a search that matches nothing with no items', async () => {
    const { body, status } = await list({ q: randomUUID() });
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
  });

  it('refuses a tampered cursor, another admin’s cursor and another search’s cursor', async () => {
    const first = await list({ limit: '2' });
    const cursor: string = first.body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    expect((await list({ limit: '2', cursor })).status).toBe(200);
    const bytes = Buffer.from(cursor, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 1, bytes.length - 3);
    const unsigned = Buffer.from(JSON.stringify({ month: '2020-01', below: '', done: '0000' })).toString('base64url');
    for (const bad of [bytes.toString('base64url'), unsigned, 'x']) {
      expect(await list({ limit: '2', cursor: bad }), bad).toMatchObject({ status: 400, body: invalidCursor });
    }
    const otherAdmin = await newUser({ admin: true });
    expect(await list({ limit: '2', cursor }, otherAdmin)).toMatchObject({ status: 400, body: invalidCursor });
    expect(await list({ limit: '2', q: 'transfer', cursor })).toMatchObject({ status: 400, body: invalidCursor });
  });

  it('refuses bad input with 400 and a customer with 403', async () => {
    const badQueries: Record<string, string>[] = [{ limit: '0' }, { limit: '101' }, { q: 'x'.repeat(101) }, { sort: 'oldest' }];
    for (const query of badQueries) {
      expect((await list(query)).status, JSON.stringify(query)).toBe(400);
    }
    expect((await list({}, sender)).status).toBe(403);
  });
});
