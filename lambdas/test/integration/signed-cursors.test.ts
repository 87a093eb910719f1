import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { sealCursor } from '../../src/data/cursor';
import { checkingOf, newAccountHolder, transfer } from './support/banking';
import { newUser, type TestUser } from './support/users';

/*
 * Cursors are signed for the caller, the listing and its filters (docs/security.md, "Signed
 * cursors"). Every cursor but the one the API handed out is a 400 with the standard error body.
 */

const invalidCursor = { error: { code: 'invalid_input', message: 'Invalid cursor', fields: { 'query.cursor': 'Invalid cursor' } } };

let customer: TestUser;
let firstPage: { items: any[]; nextCursor: string };

const listPage = (user: TestUser, query: Record<string, string>) => callApi('listMyTransactions', { token: user.accessToken, query });

beforeAll(async () => {
  customer = await newUser();
  const recipient = await newAccountHolder();
  const checking = await checkingOf(customer);
  await transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 150 });
  const response = await listPage(customer, { limit: '2' });
  expect(response.status).toBe(200);
  firstPage = response.body;
  expect(firstPage.nextCursor).toEqual(expect.any(String));
});

describe('signed cursors', () => {
  it('lead to the next page for the caller and query they were given for', async () => {
    const second = await listPage(customer, { limit: '2', cursor: firstPage.nextCursor });
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(2);
    expect(second.body.items[0].id < firstPage.items[1].id).toBe(true);
  });

  it('refuse another customer', async () => {
    const stranger = await newUser();
    await checkingOf(stranger);
    expect(await listPage(stranger, { limit: '2', cursor: firstPage.nextCursor })).toMatchObject({ status: 400, body: invalidCursor });
  });

  it('refuse another query', async () => {
    const otherQueries: Record<string, string>[] = [{ q: 'sample' }, { type: 'deposit' }, { from: '2000-01-01' }];
    for (const query of otherQueries) {
      expect(await listPage(customer, { limit: '2', ...query, cursor: firstPage.nextCursor }), JSON.stringify(query)).toMatchObject({
        status: 400,
        body: invalidCursor,
      });
    }
  });

  it('refuse an altered cursor, an unsigned one and garbage', async () => {
    const bytes = Buffer.from(firstPage.nextCursor, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 1, bytes.length - 3);
    const unsigned = Buffer.from(JSON.stringify({ sk: `TX#${firstPage.items[1].id}` })).toString('base64url');
    for (const cursor of [bytes.toString('base64url'), unsigned, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x', randomUUID()]) {
      expect(await listPage(customer, { limit: '2', cursor }), cursor).toMatchObject({ status: 400, body: invalidCursor });
    }
  });

  it('refuse what the query schema refuses, with the standard body', async () => {
    for (const cursor of ['not/base64url', 'a'.repeat(3000)]) {
      const response = await listPage(customer, { limit: '2', cursor });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'invalid_input', fields: { 'query.cursor': expect.any(String) } });
    }
  });

  it("refuse one administrator's audit cursor to another", async () => {
    const [first, second] = await Promise.all([newUser({ admin: true }), newUser({ admin: true })]);
    // Two audited postings, so the audit trail has a second page.
    const checking = await checkingOf(customer);
    for (const amountCents of [100, 200]) {
      const posted = await callApi('adjustAccountBalance', {
        token: first.accessToken,
        params: { accountId: checking.id },
        body: { direction: 'credit', amountCents, reason: 'Cursor test' },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(posted.status).toBe(201);
    }
    const page = await callApi('listAuditEvents', { token: first.accessToken, query: { limit: '1' } });
    expect(page.body.nextCursor).toEqual(expect.any(String));
    expect((await callApi('listAuditEvents', { token: first.accessToken, query: { limit: '1', cursor: page.body.nextCursor } })).status).toBe(200);
    expect(await callApi('listAuditEvents', { token: second.accessToken, query: { limit: '1', cursor: page.body.nextCursor } })).toMatchObject({
      status: 400,
      body: invalidCursor,
    });
  });

  it('answer 400, not 500, when DynamoDB refuses where a cursor would resume (signed with the real key, outside the range)', async () => {
    // Only the bank can sign a cursor; this one is signed here with the stack's key to reach DynamoDB.
    const query = { from: '2001-01-01', to: '2001-01-31' };
    const outside = await sealCursor({ sk: `TX#${firstPage.items[0].id}` }, { listing: 'transactions', callerId: customer.userId, query });
    expect(await listPage(customer, { limit: '2', ...query, cursor: outside })).toMatchObject({ status: 400, body: invalidCursor });
  });
});
