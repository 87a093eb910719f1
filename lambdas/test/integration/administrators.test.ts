import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { newUser, type TestUser } from './support/users';

/*
 * The administrators as the back office lists them (the audit log's administrator filter): the
 * members of the user pool's admin group, read from the pool, so one who never opened the customer
 * site (no profile) is listed and a customer never is; searched by name or email, a page of the
 * pool at a time with signed cursors.
 */

const invalidCursor = { error: { code: 'invalid_input', message: 'Invalid cursor', fields: { 'query.cursor': 'Invalid cursor' } } };
const uniqueName = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

interface Page {
  status: number;
  body: { items: { userId: string; email: string; name: string | null }[]; nextCursor: string | null };
}

let searcher: TestUser;
/** Two administrators who share a last name no one else has, and never asked for anything but this list. */
let firstAdmin: TestUser;
let secondAdmin: TestUser;
let sharedLastName: string;
let customer: TestUser;

const listAdministrators = (query: Record<string, string>, token = searcher.accessToken): Promise<Page> => callApi('listAdministrators', { token, query });

/** Every row a query answers, following cursors (each call reads one page of the pool). */
async function listAll(query: Record<string, string>): Promise<Page['body']['items']> {
  const rows: Page['body']['items'] = [];
  let cursor: string | null = null;
  for (let call = 0; call < 100; call += 1) {
    const response = await listAdministrators(cursor ? { ...query, cursor } : query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    rows.push(...response.body.items);
    cursor = response.body.nextCursor;
    if (!cursor) return rows;
  }
  throw new Error('The listing never ended');
}

beforeAll(async () => {
  sharedLastName = uniqueName();
  [searcher, firstAdmin, secondAdmin, customer] = await Promise.all([
    newUser({ admin: true }),
    newUser({ admin: true, firstName: 'Ada', lastName: sharedLastName }),
    newUser({ admin: true, firstName: 'Grace', lastName: sharedLastName }),
    newUser({ firstName: 'Not', lastName: sharedLastName }),
  ]);
  // The customer opens the customer site (a profile and accounts); the administrators never do.
  expect((await callApi('getMe', { token: customer.accessToken })).status).toBe(200);
});

describe('listAdministrators', () => {
  it('lists an administrator who has no customer profile, with their email and name', async () => {
    expect((await callApi('listUsers', { token: searcher.accessToken, query: { q: firstAdmin.email } })).body.items).toEqual([]);
    const rows = await listAll({ q: firstAdmin.email });
    expect(rows).toEqual([{ userId: firstAdmin.userId, email: firstAdmin.email, name: `Ada ${sharedLastName}` }]);
  });

  it('never lists a customer', async () => {
    expect(await listAll({ q: customer.email })).toEqual([]);
    const everyone = await listAll({});
    const ids = everyone.map((row) => row.userId);
    expect(ids).toEqual(expect.arrayContaining([searcher.userId, firstAdmin.userId, secondAdmin.userId]));
    expect(ids).not.toContain(customer.userId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters by name or email, case-insensitively', async () => {
    const byLastName = await listAll({ q: sharedLastName.toUpperCase() });
    expect(byLastName.map((row) => row.userId).sort()).toEqual([firstAdmin.userId, secondAdmin.userId].sort());
    const byFullName = await listAll({ q: `grace ${sharedLastName}` });
    expect(byFullName.map((row) => row.userId)).toEqual([secondAdmin.userId]);
    const byEmailPart = await listAll({ q: secondAdmin.email.slice(0, 20) });
    expect(byEmailPart.map((row) => row.userId)).toEqual([secondAdmin.userId]);
  });

  it('pages with cursors bound to the caller and the search, neither row twice', async () => {
    const rows: string[] = [];
    let cursor: string | null = null;
    let boundCursor: string | null = null;
    for (let call = 0; call < 100 && (call === 0 || cursor); call += 1) {
      const response: Page = await listAdministrators({ q: sharedLastName, limit: '1', ...(cursor ? { cursor } : {}) });
      expect(response.status).toBe(200);
      expect(response.body.items.length).toBeLessThanOrEqual(1);
      rows.push(...response.body.items.map((row) => row.userId));
      cursor = response.body.nextCursor;
      boundCursor ??= cursor;
    }
    expect(rows.sort()).toEqual([firstAdmin.userId, secondAdmin.userId].sort());
    expect(boundCursor).toEqual(expect.any(String));
    const otherSearch = await listAdministrators({ q: 'someone else', limit: '1', cursor: boundCursor as string });
    expect(otherSearch).toMatchObject({ status: 400, body: invalidCursor });
    const otherCaller = await listAdministrators({ q: sharedLastName, limit: '1', cursor: boundCursor as string }, firstAdmin.accessToken);
    expect(otherCaller).toMatchObject({ status: 400, body: invalidCursor });
  });

  it('refuses a page larger than the pool answers', async () => {
    expect((await listAdministrators({ limit: '61' })).status).toBe(400);
  });

  it('is 403 for a customer and 401 without a token', async () => {
    const asCustomer = await callApi('listAdministrators', { token: customer.accessToken, query: {} });
    expect(asCustomer.status).toBe(403);
    expect((await callApi('listAdministrators', { query: {} })).status).toBe(401);
  });
});
