import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { transfer } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { createTestCustomer, type NewTestCustomer } from './support/sandbox-customers';

/*
 * The event pipeline end to end on the local stack: a change made through the API writes its
 * event, the table's stream carries it, the local stream reader hands it to deliverWebhooks (as the
 * event-source mapping does in AWS) and the customer's webhook receives it — a real receiver on
 * 127.0.0.1 answering 200, timed from the API's answer. Then under load: 200 transfers at once,
 * 400 entry.posted events, each delivered exactly once.
 */

interface Received {
  path: string;
  at: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: Server;
let receiverOrigin: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', at: Date.now(), headers: request.headers, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const at = (path: string) => received.filter((request) => request.path === path);
const eventIdsAt = (path: string) => at(path).map((request) => String(request.headers['sandbank-event-id']));

/** Registers a webhook of `customer` for entry.posted at a path of the receiver of its own; answers the path and the secret. */
async function listenToEntries(customer: NewTestCustomer): Promise<{ path: string; secret: string }> {
  const path = `/entries-${randomUUID()}`;
  const response = await callApi('createWebhook', { token: customer.accessToken, body: { url: `${receiverOrigin}${path}`, types: ['entry.posted'] } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { path, secret: response.body.secret };
}

/** Every entry.posted event of the customer's own listing, newest first. */
async function postedEventsOf(customer: NewTestCustomer): Promise<{ id: string; type: string; createdAt: string; data: Record<string, unknown> }[]> {
  const events = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = { type: 'entry.posted', limit: '100', ...(cursor ? { cursor } : {}) };
    const { status, body } = await callApi('listMyEvents', { token: customer.accessToken, query });
    expect(status, JSON.stringify(body)).toBe(200);
    events.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return events;
}

const checkingOf = (customer: NewTestCustomer) => customer.accounts.find((account) => account.type === 'checking')!;

describe('the event pipeline', () => {
  it("carries an event written by a transfer to the customer's webhook within 2 seconds, signed and as the events listing shows it", async () => {
    const [sender, recipient] = await Promise.all([createTestCustomer(), createTestCustomer()]);
    const { path, secret } = await listenToEntries(sender);

    const sent = await transfer(sender, { fromAccountId: checkingOf(sender).id, toEmail: recipient.email, amountCents: 1_250, note: 'Pipeline' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const answeredAt = Date.now();

    await expect.poll(() => at(path).length, { timeout: 2_000, interval: 20 }).toBe(1);
    const [delivery] = at(path);
    expect(delivery!.at - answeredAt).toBeLessThan(2_000);

    const [posted] = await postedEventsOf(sender);
    expect(JSON.parse(delivery!.body)).toEqual(posted);
    expect(posted).toMatchObject({ type: 'entry.posted', data: { amountCents: -1_250 } });
    expect(delivery!.headers['sandbank-event-id']).toBe(posted!.id);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery!.headers['sandbank-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery!.body}`).digest('hex'));

    // The recipient's event was handed over too, to nobody: the recipient has no endpoint.
    expect((await postedEventsOf(recipient)).some((event) => event.data.amountCents === 1_250)).toBe(true);
    await expectLedgerInvariant(sender.userId);
    await expectLedgerInvariant(recipient.userId);
  });

  it('delivers the 400 entry.posted events of 200 transfers made at once exactly once each', async () => {
    // Four customers in a ring, each sending 50 transfers to the next: 100 events each, 50 debits and 50 credits.
    const ring = await Promise.all([createTestCustomer(), createTestCustomer(), createTestCustomer(), createTestCustomer()]);
    const endpoints = await Promise.all(ring.map(listenToEntries));
    const PER_SENDER = 50;

    const transfers = ring.flatMap((sender, index) =>
      Array.from({ length: PER_SENDER }, (_, n) => ({ sender, body: { fromAccountId: checkingOf(sender).id, toEmail: ring[(index + 1) % ring.length]!.email, amountCents: 100 + n } })),
    );
    const answers = await Promise.all(transfers.map(({ sender, body }) => transfer(sender, body)));
    expect(answers.map((answer) => answer.status)).toEqual(transfers.map(() => 201));

    const expected = endpoints.length * 2 * PER_SENDER;
    const delivered = () => endpoints.reduce((count, { path }) => count + new Set(eventIdsAt(path)).size, 0);
    await expect.poll(delivered, { timeout: 90_000, interval: 200 }).toBe(expected);
    // Anything handed over twice would be on its way by now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const allIds = endpoints.flatMap(({ path }) => eventIdsAt(path));
    expect(allIds).toHaveLength(expected);
    expect(new Set(allIds).size).toBe(expected);
    for (const [index, customer] of ring.entries()) {
      const { path } = endpoints[index]!;
      const bodies = at(path).map((request) => JSON.parse(request.body) as { id: string; type: string; data: { amountCents: number } });
      expect(bodies.map((body) => body.id).sort()).toEqual(eventIdsAt(path).sort());
      expect(new Set(bodies.map((body) => body.type))).toEqual(new Set(['entry.posted']));
      expect(bodies.filter((body) => body.data.amountCents < 0)).toHaveLength(PER_SENDER);
      expect(bodies.filter((body) => body.data.amountCents > 0)).toHaveLength(PER_SENDER);
      // Exactly the customer's own events since the endpoint was registered: the opening deposits came before it.
      const listed = (await postedEventsOf(customer)).map((event) => event.id);
      const sinceRegistration = listed.slice(0, 2 * PER_SENDER);
      expect(new Set(eventIdsAt(path))).toEqual(new Set(sinceRegistration));
      expect(eventIdsAt(path)).not.toContain(listed[2 * PER_SENDER]);
    }
    for (const customer of ring) await expectLedgerInvariant(customer.userId);
  });
});
