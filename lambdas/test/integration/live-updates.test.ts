import { createHash, randomUUID } from 'node:crypto';
import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { BankEvent } from '@sandbank/shared/schemas/event';
import { callApi, cognitoClient, createUser, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import type { StoredEvent } from '../../src/data/entities/event';
import { connectionsOfUser, putLiveConnection } from '../../src/data/entities/live-connection';
import { putLiveTicket } from '../../src/data/entities/live-ticket';
import { newId } from '../../src/lib/ids';
import { pushLiveEvent } from '../../src/domain/live/push';
import { changeInUserPool, newUser, type TestUser } from './support/users';

/*
 * Live updates through the local gateway, which serves the WebSocket API with the same authorizer
 * and $connect/$disconnect functions as AWS: a browser's connection opens only with a one-time
 * ticket it asked for with its access token (POST /api/live/tickets; never the token itself), is
 * recorded in its owner's partition, and pushLiveEvent (the stream consumer's, called here
 * directly) reaches the event's own customer and, for a back-office event, every administrator
 * who still is one, while their session lasts — never another customer. Sign Out forgets every
 * connection of its user.
 */

const stack = inject('stack');
const liveUrl = (query: Record<string, string> = {}) => `${stack.urls.gateway.replace(/^http/, 'ws')}/ws${Object.keys(query).length === 0 ? '' : `?${new URLSearchParams(query)}`}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LiveClient {
  socket: WebSocket;
  messages: BankEvent[];
  /** Waits for a message with this event id. */
  received(eventId: string, timeoutMs?: number): Promise<BankEvent>;
  /** Resolves with the close code once the server closed the connection. */
  closedByServer(timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

function connect(ticket: string): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl({ ticket }));
    const messages: BankEvent[] = [];
    let closeCode: number | null = null;
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as BankEvent));
    socket.on('close', (code) => (closeCode = code));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        async received(eventId, timeoutMs = 3000) {
          for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(20)) {
            const found = messages.find((message) => message.id === eventId);
            if (found) return found;
          }
          throw new Error(`No live message ${eventId} within ${timeoutMs} ms`);
        },
        async closedByServer(timeoutMs = 3000) {
          for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(20)) if (closeCode !== null) return closeCode;
          throw new Error(`The connection stayed open for ${timeoutMs} ms`);
        },
        close: () =>
          new Promise<void>((closed) => {
            if (socket.readyState === WebSocket.CLOSED) return closed();
            socket.once('close', () => closed());
            socket.close();
          }),
      }),
    );
  });
}

/** The HTTP status the gateway answers an upgrade it refuses with. */
function refusalOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('The connection was opened'));
    });
    socket.once('error', () => undefined);
  });
}

/** A ticket asked for with `accessToken`, as the web app asks before each (re)connection. */
async function ticketFor(accessToken: string): Promise<string> {
  const answer = await callApi('createLiveTicket', { token: accessToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.ticket as string;
}

const event = (userId: string, type: StoredEvent['type']): StoredEvent => ({
  userId,
  id: newId(),
  type,
  createdAt: new Date().toISOString(),
  data: { id: 'W-live-test', amountCents: 4200 },
});

/** Polls until `check` holds, for what a $disconnect does after the socket has closed. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) if (await check()) return;
  throw new Error('The condition never held');
}

let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;
let customerTab: LiveClient;
let adminTab: LiveClient;
let otherCustomerTab: LiveClient;
const open: LiveClient[] = [];
/** A connection opened as the web app opens one: a ticket asked for with the access token, then the socket. */
const opened = async (accessToken: string) => {
  const client = await connect(await ticketFor(accessToken));
  open.push(client);
  return client;
};
/** The number of messages each tab heard, once none arrived for 300 ms. */
async function quietCounts(tabs: readonly { messages: readonly unknown[] }[]): Promise<number[]> {
  let counts = tabs.map((tab) => tab.messages.length);
  for (;;) {
    await sleep(300);
    const now = tabs.map((tab) => tab.messages.length);
    if (now.every((count, index) => count === counts[index])) return now;
    counts = now;
  }
}
/** What the payload of an access token says. */
const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { exp: number; username: string };

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([newUser(), newUser(), newUser({ admin: true })]);
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
});

describe('opening a live connection', () => {
  it('opens with a ticket the caller asked for, recorded in their partition with their session’s end; an administrator’s marked as such', async () => {
    customerTab = await opened(customer.accessToken);
    adminTab = await opened(admin.accessToken);
    const own = await connectionsOfUser(customer.userId);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ userId: customer.userId, admin: false, sessionExpiresAt: claimsOf(customer.accessToken).exp });
    expect(await connectionsOfUser(admin.userId)).toEqual([
      expect.objectContaining({ userId: admin.userId, admin: true, sessionExpiresAt: claimsOf(admin.accessToken).exp }),
    ]);
  });

  it('gives a ticket of 32 random bytes, valid for 30 s, and a new one each time', async () => {
    const before = Date.now();
    const answer = await callApi('createLiveTicket', { token: customer.accessToken });
    expect(answer.status).toBe(201);
    expect(answer.body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(answer.body.expiresAt) - before).toBeGreaterThan(25_000);
    expect(Date.parse(answer.body.expiresAt) - before).toBeLessThanOrEqual(31_000);
    expect(await ticketFor(customer.accessToken)).not.toBe(answer.body.ticket);
    expect((await callApi('createLiveTicket', {})).status).toBe(401);
  });

  it("marks an administrator's connection as one only when the session signed in with an authenticator code", async () => {
    const withoutCode = { email: `live-admin-${randomUUID()}@example.test`, password: `pw-${randomUUID()}`, admin: true };
    const { userId } = await createUser(testUserPool(), withoutCode, { enrol: false });
    const tab = await opened((await signIn(testUserPool(), withoutCode.email, withoutCode.password)).accessToken);
    expect(await connectionsOfUser(userId)).toEqual([expect.objectContaining({ admin: false })]);
    await tab.close();
  });

  it('is refused without a ticket (401), and with a used, lapsed or made-up ticket or an access token in its place (403)', async () => {
    expect(await refusalOf(liveUrl())).toBe(401);
    // The access token in the URL, as before tickets: no ticket at all.
    expect(await refusalOf(liveUrl({ token: customer.accessToken }))).toBe(401);
    expect(await refusalOf(liveUrl({ ticket: customer.accessToken }))).toBe(403);
    expect(await refusalOf(liveUrl({ ticket: 'made-up-ticket' }))).toBe(403);

    const used = await ticketFor(customer.accessToken);
    const tab = await connect(used);
    expect(await refusalOf(liveUrl({ ticket: used }))).toBe(403);
    await tab.close();

    const lapsed = 'a-ticket-that-lapsed-a-second-ago-0000000000';
    const now = Math.floor(Date.now() / 1000);
    await putLiveTicket(createHash('sha256').update(lapsed).digest('base64url'), { userId: customer.userId, admin: false, sessionExpiresAt: now + 600 }, now - 1);
    expect(await refusalOf(liveUrl({ ticket: lapsed }))).toBe(403);
    // None of them left a connection behind.
    await eventually(async () => (await connectionsOfUser(customer.userId)).length === 1);
  });

  it('opens one connection with one ticket, however many try it at once', async () => {
    const ticket = await ticketFor(otherCustomer.accessToken);
    const attempts = await Promise.allSettled([connect(ticket), connect(ticket), connect(ticket)]);
    const openedOnce = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    expect(openedOnce).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt.status === 'rejected').map((attempt) => String((attempt as PromiseRejectedResult).reason))).toEqual([
      'Error: refused with 403',
      'Error: refused with 403',
    ]);
    await openedOnce[0]!.close();
  });

  it('is forgotten when it closes ($disconnect)', async () => {
    const client = await connect(await ticketFor(otherCustomer.accessToken));
    expect(await connectionsOfUser(otherCustomer.userId)).toHaveLength(1);
    await client.close();
    await eventually(async () => (await connectionsOfUser(otherCustomer.userId)).length === 0);
  });
});

describe('pushLiveEvent', () => {
  it("sends a customer's own event to each of their connections, as the event's public JSON, and to nobody else", async () => {
    const secondTab = await opened(customer.accessToken);
    otherCustomerTab = await opened(otherCustomer.accessToken);
    const own = event(customer.userId, 'profile.updated');
    await pushLiveEvent(own, Date.now());
    const { userId: _owner, ...publicJson } = own;
    expect(await customerTab.received(own.id)).toEqual(publicJson);
    expect(await secondTab.received(own.id)).toEqual(publicJson);
    await sleep(300);
    expect(otherCustomerTab.messages.map((message) => message.id)).not.toContain(own.id);
    expect(adminTab.messages.map((message) => message.id)).not.toContain(own.id);
  });

  it("adds every administrator's connection for a back-office event, still not another customer's", async () => {
    const confirmed = event(customer.userId, 'wire.confirmed');
    await pushLiveEvent(confirmed, Date.now());
    await customerTab.received(confirmed.id);
    expect((await adminTab.received(confirmed.id)).type).toBe('wire.confirmed');
    await sleep(300);
    expect(otherCustomerTab.messages.map((message) => message.id)).not.toContain(confirmed.id);
  });

  it('forgets a recorded connection that is gone (410) and still reaches the open ones', async () => {
    await putLiveConnection({ userId: customer.userId, connectionId: 'gone-connection=', admin: false, sessionExpiresAt: null });
    expect((await connectionsOfUser(customer.userId)).map((connection) => connection.connectionId)).toContain('gone-connection=');
    const posted = event(customer.userId, 'entry.posted');
    await pushLiveEvent(posted, Date.now());
    await customerTab.received(posted.id);
    expect((await connectionsOfUser(customer.userId)).map((connection) => connection.connectionId)).not.toContain('gone-connection=');
  });
});

/*
 * An administrator's connection hears of every customer's back-office events, so it lasts only
 * as long as their right to them: the pusher asks the pool whether they are still an
 * administrator (at most once a minute per administrator and function instance; each
 * administrator here is new, so nothing is remembered yet) and looks at when their session ends;
 * Sign Out forgets the user's connections at once.
 */
describe('an administrator’s live connection', () => {
  it('ends when the pool no longer has them as an administrator: forgotten, closed, and sent nothing more', async () => {
    const demoted = await newUser({ admin: true });
    const tab = await opened(demoted.accessToken);
    await changeInUserPool(demoted, 'removeAdmin');
    const confirmed = event(customer.userId, 'wire.confirmed');
    await pushLiveEvent(confirmed, Date.now());
    await customerTab.received(confirmed.id);
    expect(await tab.closedByServer()).toBe(1000);
    expect(tab.messages.map((message) => message.id)).not.toContain(confirmed.id);
    expect(await connectionsOfUser(demoted.userId)).toEqual([]);
  });

  it('ends when the session it was opened for expires', async () => {
    const administrator = await newUser({ admin: true });
    const tab = await opened(administrator.accessToken);
    const confirmed = event(customer.userId, 'wire.confirmed');
    await pushLiveEvent(confirmed, claimsOf(administrator.accessToken).exp * 1000);
    expect(await tab.closedByServer()).toBe(1000);
    expect(tab.messages.map((message) => message.id)).not.toContain(confirmed.id);
  });

  it('ends at Sign Out, in every browser: nothing more is pushed to any of their connections', async () => {
    const administrator = await newUser({ admin: true });
    const phoneSession = await signIn(testUserPool(), administrator.email, administrator.password);
    const [laptop, phone] = [await opened(administrator.accessToken), await opened(phoneSession.accessToken)];
    // Sign Out on the laptop, as the web app does it: the connections first, then the sessions.
    expect((await callApi('endMyLiveConnections', { token: administrator.accessToken })).body).toEqual({ ended: 2 });
    // What reached them before (an administrator hears every customer's events, other files' too) is theirs, and so is
    // a push that found them before the end and is still on its way: counted once 300 ms pass with none. Nothing may follow.
    const heardBefore = await quietCounts([laptop, phone]);
    const client = cognitoClient(testUserPool());
    try {
      await client.send(new GlobalSignOutCommand({ AccessToken: administrator.accessToken }));
    } finally {
      client.destroy();
    }
    const confirmed = event(customer.userId, 'wire.confirmed');
    const own = event(administrator.userId, 'entry.posted');
    await pushLiveEvent(confirmed, Date.now());
    await pushLiveEvent(own, Date.now());
    await customerTab.received(confirmed.id);
    await sleep(300);
    expect([laptop, phone].map((tab) => tab.messages.length)).toEqual(heardBefore);
    for (const tab of [laptop, phone]) expect(tab.messages.map((message) => message.id)).not.toContain(confirmed.id);
    expect(await connectionsOfUser(administrator.userId)).toEqual([]);
  });

  it('cannot be opened again by a signed-out session: it gets no ticket (401)', async () => {
    const administrator = await newUser({ admin: true });
    const client = cognitoClient(testUserPool());
    try {
      await client.send(new GlobalSignOutCommand({ AccessToken: administrator.accessToken }));
    } finally {
      client.destroy();
    }
    expect(await callApi('createLiveTicket', { token: administrator.accessToken })).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
  });
});

describe('through the pipeline', () => {
  it("delivers a customer's own change to their open connection within 2 s, from the table's stream, as GET /api/events lists it", async () => {
    const changer = await newUser();
    const tab = await opened(changer.accessToken);
    expect((await callApi('getMe', { token: changer.accessToken })).status).toBe(200);
    const messagesBefore = tab.messages.length;
    const changedAt = Date.now();
    const updated = await callApi('updateMe', { token: changer.accessToken, body: { firstName: 'Live', lastName: 'Update' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    for (const deadline = changedAt + 2_000; Date.now() < deadline && !tab.messages.slice(messagesBefore).some((message) => message.type === 'profile.updated'); ) await sleep(20);
    const pushed = tab.messages.slice(messagesBefore).find((message) => message.type === 'profile.updated');
    expect(pushed, 'a profile.updated message within 2 s').toBeDefined();
    const listed = await callApi('listMyEvents', { token: changer.accessToken, query: { type: 'profile.updated' } });
    expect(listed.status).toBe(200);
    expect(listed.body.items[0]).toEqual(pushed);
  });
});
