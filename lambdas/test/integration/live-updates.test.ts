import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { BankEvent } from '@sandbank/shared/schemas/event';
import { callApi, mintAccessToken } from '@sandbank/scripts/test-harness';
import type { StoredEvent } from '../../src/data/entities/event';
import { connectionsOfUser, putLiveConnection } from '../../src/data/entities/live-connection';
import { newId } from '../../src/lib/ids';
import { pushLiveEvent } from '../../src/domain/live/push';
import { newUser, type TestUser } from './support/users';

/*
 * Live updates through the local gateway, which serves the WebSocket API with the same authorizer
 * and $connect/$disconnect functions as AWS: a browser's connection opens only with a good access
 * token, is recorded in its owner's partition, and pushLiveEvent (the stream consumer's, called
 * here directly) reaches the event's own customer and, for a back-office event, every
 * administrator — never another customer.
 */

const stack = inject('stack');
const liveUrl = (token?: string) => `${stack.urls.gateway.replace(/^http/, 'ws')}/ws${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LiveClient {
  socket: WebSocket;
  messages: BankEvent[];
  /** Waits for a message with this event id. */
  received(eventId: string, timeoutMs?: number): Promise<BankEvent>;
  close(): Promise<void>;
}

function connect(token: string): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(token));
    const messages: BankEvent[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as BankEvent));
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
const opened = async (token: string) => {
  const client = await connect(token);
  open.push(client);
  return client;
};

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([newUser(), newUser(), newUser({ admin: true })]);
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
});

describe('opening a live connection', () => {
  it("opens with the caller's access token and is recorded in their partition, an administrator's marked as such", async () => {
    customerTab = await opened(customer.accessToken);
    adminTab = await opened(admin.accessToken);
    const own = await connectionsOfUser(customer.userId);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ userId: customer.userId, admin: false });
    expect(await connectionsOfUser(admin.userId)).toEqual([expect.objectContaining({ userId: admin.userId, admin: true })]);
  });

  it("marks an administrator's connection as one only when the session signed in with an authenticator code", async () => {
    const userId = `minted-${newId()}`;
    const withoutCode = await opened(await mintAccessToken({ sub: userId, 'cognito:groups': ['admin'] }));
    expect(await connectionsOfUser(userId)).toEqual([expect.objectContaining({ admin: false })]);
    await withoutCode.close();
  });

  it('is refused without a token (401), and with a forged, expired, ID or other client’s token (403)', async () => {
    expect(await refusalOf(liveUrl())).toBe(401);
    const [header, payload] = customer.accessToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: otherCustomer.userId })).toString('base64url');
    expect(await refusalOf(liveUrl(`${header}.${forgedPayload}.${customer.accessToken.split('.')[2]}`))).toBe(403);
    const now = Math.floor(Date.now() / 1000);
    expect(await refusalOf(liveUrl(await mintAccessToken({ sub: customer.userId, iat: now - 7200, exp: now - 3600 })))).toBe(403);
    expect(await refusalOf(liveUrl(customer.idToken))).toBe(403);
    expect(await refusalOf(liveUrl(await mintAccessToken({ sub: customer.userId, client_id: 'another-client' })))).toBe(403);
    expect(await refusalOf(liveUrl('not-a-token'))).toBe(403);
    // None of them left a connection behind.
    expect(await connectionsOfUser(customer.userId)).toHaveLength(1);
  });

  it('is forgotten when it closes ($disconnect)', async () => {
    const client = await connect(otherCustomer.accessToken);
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
    await pushLiveEvent(own);
    const { userId: _owner, ...publicJson } = own;
    expect(await customerTab.received(own.id)).toEqual(publicJson);
    expect(await secondTab.received(own.id)).toEqual(publicJson);
    await sleep(300);
    expect(otherCustomerTab.messages.map((message) => message.id)).not.toContain(own.id);
    expect(adminTab.messages.map((message) => message.id)).not.toContain(own.id);
  });

  it("adds every administrator's connection for a back-office event, still not another customer's", async () => {
    const confirmed = event(customer.userId, 'wire.confirmed');
    await pushLiveEvent(confirmed);
    await customerTab.received(confirmed.id);
    expect((await adminTab.received(confirmed.id)).type).toBe('wire.confirmed');
    await sleep(300);
    expect(otherCustomerTab.messages.map((message) => message.id)).not.toContain(confirmed.id);
  });

  it('forgets a recorded connection that is gone (410) and still reaches the open ones', async () => {
    await putLiveConnection({ userId: customer.userId, connectionId: 'gone-connection=', admin: false });
    expect((await connectionsOfUser(customer.userId)).map((connection) => connection.connectionId)).toContain('gone-connection=');
    const posted = event(customer.userId, 'entry.posted');
    await pushLiveEvent(posted);
    await customerTab.received(posted.id);
    expect((await connectionsOfUser(customer.userId)).map((connection) => connection.connectionId)).not.toContain('gone-connection=');
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
