import { randomUUID } from 'node:crypto';
import { apiMessages } from '@sandbank/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, refreshSession, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { recordCreatedUser } from '../../src/data/entities/user-creation-claim';
import { addDirectoryUser } from '../../src/data/user-directory';
import { accountsOf, totalBalance } from './support/banking';
import { inviteToUserPool, poolStatus, signInOutcome } from './support/user-pool-state';
import { changeInUserPool, newUser, type TestUser } from './support/users';

/*
 * The back office's customers: found by search with their balances, created with a password
 * they sign in with at once, and given a new password that ends the old one and their sessions.
 */

const invalidCursor = { error: { code: 'invalid_input', message: 'Invalid cursor', fields: { 'query.cursor': 'Invalid cursor' } } };
const uniqueName = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

let admin: TestUser;

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

/** Every row a search answers, following cursors (each call examines a bounded slice of the listing). */
async function searchAll(operationId: 'listUsers' | 'listAccounts', q: string): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  for (let call = 0; call < 50; call += 1) {
    const response: { status: number; body: { items: any[]; nextCursor: string | null } } = await callApi(operationId, {
      token: admin.accessToken,
      query: cursor ? { q, cursor } : { q },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    rows.push(...response.body.items);
    cursor = response.body.nextCursor;
    if (!cursor) return rows;
  }
  throw new Error('The search never ended');
}

async function auditEventsAbout(targetId: string): Promise<any[]> {
  const response = await callApi('listAuditEvents', { token: admin.accessToken, query: { targetId } });
  expect(response.status).toBe(200);
  return response.body.items;
}

describe('listUsers', () => {
  it('finds a customer by part of the last name, whatever its case, with their balance and accounts', async () => {
    const lastName = uniqueName();
    const customer = await newUser({ lastName });
    const accounts = await accountsOf(customer);

    const rows = await searchAll('listUsers', lastName.slice(2, 9).toUpperCase());
    expect(rows).toEqual([
      expect.objectContaining({
        userId: customer.userId,
        email: customer.email,
        firstName: 'Test',
        lastName,
        phone: null,
        totalBalanceCents: totalBalance(accounts),
        accountCount: 3,
        avatarUrl: null,
      }),
    ]);
    expect(rows[0].accounts.map((account: any) => account.id).sort()).toEqual(accounts.map((account) => account.id).sort());
  });

  it('finds a customer by part of the email', async () => {
    const customer = await newUser();
    await accountsOf(customer);
    const rows = await searchAll('listUsers', customer.email.slice(9, 30).toUpperCase());
    expect(rows.map((row) => row.userId)).toEqual([customer.userId]);
  });

  it('pages newest first with signed cursors, refusing a tampered one or one of another search', async () => {
    await Promise.all([newUser(), newUser(), newUser()].map(async (user) => accountsOf(await user)));
    const first = await callApi('listUsers', { token: admin.accessToken, query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items[0].createdAt >= first.body.items[1].createdAt).toBe(true);
    const second = await callApi('listUsers', { token: admin.accessToken, query: { limit: '2', cursor: first.body.nextCursor } });
    expect(second.status).toBe(200);
    expect(second.body.items[0].createdAt <= first.body.items[1].createdAt).toBe(true);
    expect(second.body.items.map((row: any) => row.userId)).not.toContain(first.body.items[1].userId);

    const bytes = Buffer.from(first.body.nextCursor, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 1, bytes.length - 3);
    for (const query of [{ cursor: bytes.toString('base64url') }, { cursor: first.body.nextCursor, q: 'other' }] as Record<string, string>[]) {
      expect(await callApi('listUsers', { token: admin.accessToken, query }), JSON.stringify(query)).toMatchObject({ status: 400, body: invalidCursor });
    }
    // Another listing's cursor is not this one's.
    expect(await callApi('listAccounts', { token: admin.accessToken, query: { cursor: first.body.nextCursor } })).toMatchObject({
      status: 400,
      body: invalidCursor,
    });
  });

  it('refuses unbounded input with a 400', async () => {
    for (const query of [{ q: 'x'.repeat(101) }, { limit: '26' }, { limit: '0' }, { unknown: '1' }] as Record<string, string>[]) {
      const response = await callApi('listUsers', { token: admin.accessToken, query });
      expect(response.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('createUser', () => {
  const newCustomerBody = () => ({
    firstName: 'Created',
    lastName: uniqueName(),
    email: `created-${randomUUID()}@example.test`,
    password: `pw-${randomUUID()}`,
    phone: '+1 555 0100',
    address: '1 Sandbox Way',
  });

  it('creates a customer who signs in at once with that password and has the sandbox accounts; audited without the password', async () => {
    const body = newCustomerBody();
    const response = await callApi('createUser', { token: admin.accessToken, body: { ...body, email: body.email.toUpperCase() } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ email: body.email, firstName: 'Created', lastName: body.lastName, phone: body.phone, accountCount: 3 });

    const tokens = await signIn(testUserPool(), body.email, body.password);
    const me = await callApi('getMe', { token: tokens.accessToken });
    expect(me.body).toMatchObject({ userId: response.body.userId, phone: body.phone, address: body.address });
    const accounts = await callApi('listMyAccounts', { token: tokens.accessToken });
    expect(accounts.body.items.map((account: any) => account.id).sort()).toEqual(response.body.accounts.map((account: any) => account.id).sort());

    expect((await searchAll('listUsers', body.lastName)).map((row) => row.userId)).toEqual([response.body.userId]);
    const [event] = await auditEventsAbout(response.body.userId);
    expect(event).toMatchObject({ actorId: admin.userId, action: 'user.create', targetType: 'user', after: { email: body.email } });
    expect(JSON.stringify(event)).not.toContain(body.password);
  });

  it('answers 409 for an email that is taken and changes nothing', async () => {
    const existing = await newUser();
    // This administrator's newest event: other files' administrators write to the same log meanwhile.
    const mine = { limit: '1', actorId: admin.userId };
    const before = await callApi('listAuditEvents', { token: admin.accessToken, query: mine });
    const response = await callApi('createUser', { token: admin.accessToken, body: { ...newCustomerBody(), email: existing.email } });
    expect(response).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: 'A user with this email already exists' } } });
    expect(await signInOutcome(existing.email, existing.password)).toBe('signed in');
    const after = await callApi('listAuditEvents', { token: admin.accessToken, query: mine });
    expect(after.body.items[0]?.id).toBe(before.body.items[0]?.id);
  });

  it('refuses bad input with a 400 and creates nobody', async () => {
    const body = newCustomerBody();
    const cases = [
      { ...body, password: 'short' },
      { ...body, firstName: '' },
      { ...body, email: 'not-an-email' },
      { ...body, address: 'x'.repeat(201) },
      { ...body, isAdmin: true },
    ];
    for (const bad of cases) {
      const response = await callApi('createUser', { token: admin.accessToken, body: bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    const short = await callApi('createUser', { token: admin.accessToken, body: cases[0] });
    expect(short.body.error.fields['body.password']).toBe('Password must be at least 8 characters long');
    expect(await poolStatus(body.email)).toBeNull();
  });

  it('lets one of two simultaneous creations of the same email succeed, and its password is the one that works', async () => {
    const body = newCustomerBody();
    const passwords = [`first-${randomUUID()}`, `second-${randomUUID()}`];
    const responses = await Promise.all(passwords.map((password) => callApi('createUser', { token: admin.accessToken, body: { ...body, password } })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const winner = responses.findIndex((response) => response.status === 201);
    expect(await signInOutcome(body.email, passwords[winner]!)).toBe('signed in');
    expect(await signInOutcome(body.email, passwords[1 - winner]!)).toBe('refused');
    expect(await auditEventsAbout(responses[winner]!.body.userId)).toHaveLength(1);
  });

  /** What a creation that stopped right after its first steps leaves behind: the pool user it added, and its record of adding them. */
  async function halfCreated(body: ReturnType<typeof newCustomerBody>): Promise<string> {
    const added = await addDirectoryUser({ ...body, firstName: 'Half', lastName: 'Created' });
    if (added === 'exists') throw new Error('The email was taken');
    await recordCreatedUser(body.email, added.userId);
    expect(await poolStatus(body.email)).toBe('FORCE_CHANGE_PASSWORD');
    return added.userId;
  }

  /** A refused creation over a pool user that waits for a first password: 409, and that user keeps waiting, unaudited. */
  async function expectRefusedOver(userId: string, body: ReturnType<typeof newCustomerBody>) {
    const response = await callApi('createUser', { token: admin.accessToken, body });
    expect(response).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: 'A user with this email already exists' } } });
    expect(await poolStatus(body.email)).toBe('FORCE_CHANGE_PASSWORD');
    expect(await signInOutcome(body.email, body.password)).not.toBe('signed in');
    expect(await auditEventsAbout(userId)).toEqual([]);
  }

  it('finishes a user an earlier attempt left without a password instead of leaving them half-created', async () => {
    const body = newCustomerBody();
    const userId = await halfCreated(body);

    const response = await callApi('createUser', { token: admin.accessToken, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ userId, firstName: 'Created', lastName: body.lastName, accountCount: 3 });
    expect(await poolStatus(body.email)).toBe('CONFIRMED');
    expect(await signInOutcome(body.email, body.password)).toBe('signed in');
    // Finished once: the same email again is taken.
    expect((await callApi('createUser', { token: admin.accessToken, body })).status).toBe(409);
  });

  it('does not finish a user invited to the pool outside the back office (409, no password set)', async () => {
    const body = newCustomerBody();
    await expectRefusedOver(await inviteToUserPool(body.email), body);
  });

  it('does not finish an administrator invited from the console who waits for a first password', async () => {
    const body = newCustomerBody();
    await expectRefusedOver(await inviteToUserPool(body.email, { admin: true }), body);
  });

  it('does not finish a user it added itself once they were made an administrator', async () => {
    const body = newCustomerBody();
    const userId = await halfCreated(body);
    await changeInUserPool(body, 'makeAdmin');
    await expectRefusedOver(userId, body);
  });
});

describe('resetUserPassword', () => {
  it('sets a permanent password: the old one fails, the new one works, sessions end; audited without the password', async () => {
    const customer = await newUser();
    const password = `new-${randomUUID()}`;
    const response = await callApi('resetUserPassword', { token: admin.accessToken, params: { userId: customer.userId }, body: { password } });
    expect(response).toMatchObject({ status: 200, body: { userId: customer.userId, sessionsEnded: true } });

    expect(await signInOutcome(customer.email, customer.password)).toBe('refused');
    expect(await signInOutcome(customer.email, password)).toBe('signed in');
    await expect(refreshSession(testUserPool(), customer.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const [event] = await auditEventsAbout(customer.userId);
    expect(event).toMatchObject({ actorId: admin.userId, action: 'user.password.reset', targetType: 'user', targetId: customer.userId });
    expect(JSON.stringify(event)).not.toContain(password);
  });

  it('refuses a short password with the policy message and changes nothing', async () => {
    const customer = await newUser();
    const response = await callApi('resetUserPassword', { token: admin.accessToken, params: { userId: customer.userId }, body: { password: 'short' } });
    expect(response).toMatchObject({ status: 400, body: { error: { fields: { 'body.password': 'Password must be at least 8 characters long' } } } });
    expect(await signInOutcome(customer.email, customer.password)).toBe('signed in');
    expect(await auditEventsAbout(customer.userId)).toEqual([]);
  });

  it('refuses to reset an administrator (403): their password still works, nothing audited', async () => {
    const other = await newUser({ admin: true });
    const response = await callApi('resetUserPassword', { token: admin.accessToken, params: { userId: other.userId }, body: { password: `new-${randomUUID()}` } });
    expect(response).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: apiMessages.administratorPasswordReset } } });
    expect(await signInOutcome(other.email, other.password)).toBe('signed in');
    // Their session was not ended: it still reaches the back office (which asks Cognito whether it stands).
    expect((await callApi('getAdminStats', { token: other.accessToken })).status).toBe(200);
    expect(await auditEventsAbout(other.userId)).toEqual([]);
  });

  it('refuses to reset a customer made an administrator after their token was issued', async () => {
    const promoted = await newUser();
    await changeInUserPool(promoted, 'makeAdmin');
    const response = await callApi('resetUserPassword', { token: admin.accessToken, params: { userId: promoted.userId }, body: { password: `new-${randomUUID()}` } });
    expect(response).toMatchObject({ status: 403, body: { error: { message: apiMessages.administratorPasswordReset } } });
    expect(await signInOutcome(promoted.email, promoted.password)).toBe('signed in');
  });

  it("refuses the caller's own password (403): it changes from their profile, with the current one", async () => {
    const self = await newUser({ admin: true });
    const response = await callApi('resetUserPassword', { token: self.accessToken, params: { userId: self.userId }, body: { password: `new-${randomUUID()}` } });
    expect(response).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: apiMessages.ownPasswordReset } } });
    expect(await signInOutcome(self.email, self.password)).toBe('signed in');
    expect(await auditEventsAbout(self.userId)).toEqual([]);
  });

  it('answers 404 for a user the pool does not know', async () => {
    const response = await callApi('resetUserPassword', { token: admin.accessToken, params: { userId: randomUUID() }, body: { password: 'long-enough' } });
    expect(response.status).toBe(404);
  });
});

describe('listAccounts', () => {
  it("finds a customer's accounts by holder name, and one account by part of its number, with the holder", async () => {
    const lastName = uniqueName();
    const customer = await newUser({ lastName });
    const accounts = await accountsOf(customer);

    const byHolder = await searchAll('listAccounts', lastName.toLowerCase());
    expect(byHolder.map((row) => row.id).sort()).toEqual(accounts.map((account) => account.id).sort());
    expect(byHolder[0].holder).toEqual({ userId: customer.userId, email: customer.email, firstName: 'Test', lastName });

    const savings = accounts.find((account) => account.type === 'savings')!;
    const byNumber = await searchAll('listAccounts', savings.number.toLowerCase());
    expect(byNumber).toEqual([expect.objectContaining({ id: savings.id, number: savings.number, type: 'savings', balanceCents: savings.balanceCents })]);
  });

  it('refuses a tampered cursor and unbounded input', async () => {
    const first = await callApi('listAccounts', { token: admin.accessToken, query: { limit: '1' } });
    expect(first.status).toBe(200);
    const bytes = Buffer.from(first.body.nextCursor, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 1, bytes.length - 3);
    expect(await callApi('listAccounts', { token: admin.accessToken, query: { cursor: bytes.toString('base64url') } })).toMatchObject({
      status: 400,
      body: invalidCursor,
    });
    const next = await callApi('listAccounts', { token: admin.accessToken, query: { limit: '1', cursor: first.body.nextCursor } });
    expect(next.status).toBe(200);
    expect(next.body.items[0].id).not.toBe(first.body.items[0].id);
    expect((await callApi('listAccounts', { token: admin.accessToken, query: { q: 'x'.repeat(101) } })).status).toBe(400);
  });
});
