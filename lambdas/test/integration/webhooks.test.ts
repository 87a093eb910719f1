import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventType } from '@sandbank/shared/schemas/event';
import { WEBHOOK_MAX_ENDPOINTS } from '@sandbank/shared/schemas/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantsOf, jobGrants, streamGrants } from '@sandbank/infra/local';
import { callApi } from '@sandbank/scripts/test-harness';
import { runWithTableGrants } from '../../../scripts/local/table-grants';
import type { StoredEvent } from '../../src/data/entities/event';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deliveryOf, dueShardOf, UNSHARDED_DUE_PARTITION } from '../../src/data/entities/webhook-delivery';
import * as kinds from '../../src/data/item-kinds';
import { indexKeys, primaryKeys } from '../../src/data/keys';
import { tableName } from '../../src/data/table';
import { enqueueWebhookDeliveries } from '../../src/domain/webhooks/enqueue';
import { retryDueDeliveries } from '../../src/domain/webhooks/retry-deliveries';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { newId } from '../../src/lib/ids';
import { newUser, type TestUser } from './support/users';

/*
 * Webhooks against a real receiver: an HTTP server on 127.0.0.1 in this process, which the local
 * stack accepts as an endpoint. Events are handed to enqueueWebhookDeliveries and the retry job's
 * domain function directly, each held to the table grants of the function that runs it in AWS (the
 * stream's consumer, the job); the job takes its `now`, so "an hour later" is an argument.
 * Attempts made with a `now` days ahead keep clear of the stack's own schedule, which runs the job
 * with the real clock.
 */

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: Server;
let receiverOrigin: string;
const received: Received[] = [];
/** What each path answers, in turn; 200 once its list is used up. */
const answers = new Map<string, number[]>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body });
      response.writeHead(answers.get(path)?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let pathCount = 0;
/** A path of the receiver no other test uses. */
const freshPath = (name: string) => `/${name}-${(pathCount += 1)}`;
const at = (path: string) => received.filter((request) => request.path === path);

async function register(user: TestUser, path: string, types: readonly string[] = ['*']) {
  const response = await callApi('createWebhook', { token: user.accessToken, body: { url: `${receiverOrigin}${path}`, types } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; url: string; types: string[]; status: string; createdAt: string; secret: string };
}
const webhooksOf = async (user: TestUser) => (await callApi('listMyWebhooks', { token: user.accessToken })).body.items as { id: string; status: string }[];
const deliveriesOf = async (user: TestUser, webhookId: string, query: Record<string, string> = {}) => {
  const response = await callApi('listWebhookDeliveries', { token: user.accessToken, params: { webhookId }, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { items: Record<string, unknown>[]; nextCursor: string | null };
};

/** An event as the stream hands it over: already written in its change's transaction. */
const storedEvent = (user: TestUser, type: EventType, createdAt = Date.now()): StoredEvent => ({
  userId: user.userId,
  id: newId(createdAt),
  type,
  createdAt: new Date(createdAt).toISOString(),
  data: { id: newId(createdAt), amountCents: 1_234, description: 'Webhook test entry' },
});

const publishEvent = (event: StoredEvent, now?: number) =>
  runWithTableGrants('deliverWebhooks', grantsOf(streamGrants, 'deliverWebhooks', { kind: 'Stream consumer', file: 'infra/lib/grants/streams.ts' }), () =>
    enqueueWebhookDeliveries(event, now),
  );
const runRetryJob = (now: number) =>
  runWithTableGrants('retryWebhookDeliveries', grantsOf(jobGrants, 'retryWebhookDeliveries'), () => retryDueDeliveries(now));

/** Checks a delivery's signature as a receiver would: HMAC-SHA256 of "<t>.<raw body>" under the secret. */
function verifySignature(request: Received, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request.headers['sandbank-signature']));
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${request.body}`).digest('hex');
  return expected === match[2] && Math.abs(Number(match[1]) - Date.now() / 1000) < 300;
}

/** Waits until `done` holds, checking every 100 ms, or fails after `timeoutMs`. */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  for (const started = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() - started > timeoutMs) throw new Error(`Not done within ${timeoutMs} ms`);
  }
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('webhook endpoints', () => {
  it('are registered with a secret answered once, listed without it, rotated and deleted', async () => {
    const customer = await newUser();
    const created = await register(customer, '/registered', ['entry.posted', 'entry.posted', 'wire.approved']);
    expect(created).toEqual({
      id: expect.any(String),
      url: `${receiverOrigin}/registered`,
      types: ['entry.posted', 'wire.approved'],
      status: 'active',
      createdAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    expect(await webhooksOf(customer)).toEqual([{ id: created.id, url: created.url, types: created.types, status: 'active', createdAt: created.createdAt }]);

    const rotated = await callApi('rotateWebhookSecret', { token: customer.accessToken, params: { webhookId: created.id } });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ ...created, secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.body.secret).not.toBe(created.secret);

    expect((await callApi('deleteWebhook', { token: customer.accessToken, params: { webhookId: created.id } })).body).toEqual({ deleted: true });
    expect(await webhooksOf(customer)).toEqual([]);
    expect((await callApi('deleteWebhook', { token: customer.accessToken, params: { webhookId: created.id } })).status).toBe(404);
  });

  it(`are at most ${WEBHOOK_MAX_ENDPOINTS}: of two registrations racing for the last place one wins, the other is 409`, async () => {
    const customer = await newUser();
    for (let index = 0; index < WEBHOOK_MAX_ENDPOINTS - 1; index += 1) await register(customer, `/cap-${index}`);
    const racing = await Promise.all(
      ['/cap-a', '/cap-b'].map((path) => callApi('createWebhook', { token: customer.accessToken, body: { url: `${receiverOrigin}${path}`, types: ['*'] } })),
    );
    expect(racing.map(({ status }) => status).sort()).toEqual([201, 409]);
    const refused = racing.find(({ status }) => status === 409)!;
    expect(refused.body.error.message).toBe(`You can register at most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints: delete one before adding another`);
    expect(await webhooksOf(customer)).toHaveLength(WEBHOOK_MAX_ENDPOINTS);
    expect((await callApi('createWebhook', { token: customer.accessToken, body: { url: `${receiverOrigin}/cap-c`, types: ['*'] } })).status).toBe(409);

    // A removal frees its place.
    const [first] = await webhooksOf(customer);
    expect((await callApi('deleteWebhook', { token: customer.accessToken, params: { webhookId: first!.id } })).status).toBe(200);
    await register(customer, '/cap-d');
  });

  it('refuse an unknown event type and URLs to private, loopback, link-local and metadata addresses', async () => {
    const customer = await newUser();
    const create = (url: string, types: unknown = ['*']) => callApi('createWebhook', { token: customer.accessToken, body: { url, types } });
    const unknownType = await create(`${receiverOrigin}/x`, ['entry.posted', 'account.hacked']);
    expect(unknownType.status).toBe(400);
    expect(Object.keys(unknownType.body.error.fields)).toEqual(['body.types']);
    expect((await create(`${receiverOrigin}/x`, [])).status).toBe(400);

    for (const url of ['https://169.254.169.254/latest/meta-data/', 'https://10.0.0.1/hook', 'https://192.168.1.20/', 'https://[::1]:8443/', 'https://[fd00::1]/']) {
      const refused = await create(url);
      expect(refused.status, url).toBe(400);
      expect(refused.body.error.message).toBe('The URL must lead to a public address: private, loopback, link-local and metadata addresses are refused');
      expect(refused.body.error.fields).toEqual({ 'body.url': refused.body.error.message });
    }
    // The local stack's own exception is http to localhost or 127.0.0.1, nothing else in http.
    expect((await create('http://10.0.0.1:8080/hook')).body.error.message).toMatch(/^The URL must start with https:\/\//);
    expect(await webhooksOf(customer)).toEqual([]);
  });

  it("are someone else's: 404 for every operation naming one", async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const endpoint = await register(owner, freshPath('owned'));
    const test = await callApi('testWebhook', { token: owner.accessToken, params: { webhookId: endpoint.id } });
    const params = { webhookId: endpoint.id };
    const asOther = { token: other.accessToken, params };
    expect((await callApi('deleteWebhook', asOther)).status).toBe(404);
    expect((await callApi('rotateWebhookSecret', asOther)).status).toBe(404);
    expect((await callApi('testWebhook', asOther)).status).toBe(404);
    expect((await callApi('listWebhookDeliveries', asOther)).status).toBe(404);
    expect((await callApi('resendWebhookDelivery', { token: other.accessToken, params: { ...params, deliveryId: test.body.deliveryId } })).status).toBe(404);
    expect(await webhooksOf(other)).toEqual([]);
    expect(await webhooksOf(owner)).toHaveLength(1);
  });
});

describe('deliveries', () => {
  it('send a test event to that endpoint alone, signed with its secret, and resend it with the same event id', async () => {
    const customer = await newUser();
    const [path, otherPath] = [freshPath('test'), freshPath('not-tested')];
    const endpoint = await register(customer, path, ['wire.approved']);
    await register(customer, otherPath);

    const queued = await callApi('testWebhook', { token: customer.accessToken, params: { webhookId: endpoint.id } });
    expect(queued.status).toBe(202);
    const [request] = at(path);
    expect(at(path)).toHaveLength(1);
    expect(at(otherPath)).toHaveLength(0);
    const event = JSON.parse(request!.body);
    expect(event).toEqual({ id: queued.body.deliveryId, type: 'webhook.test', createdAt: expect.any(String), data: { webhookId: endpoint.id, message: expect.any(String) } });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['sandbank-event-id']).toBe(event.id);
    expect(verifySignature(request!, endpoint.secret)).toBe(true);

    const [delivery] = (await deliveriesOf(customer, endpoint.id)).items;
    expect(delivery).toEqual({
      id: event.id,
      eventId: event.id,
      type: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      lastDurationMs: expect.any(Number),
      lastAttemptAt: expect.any(String),
      nextAttemptAt: null,
    });

    // A new secret signs from now on; the resend carries the same event, byte for byte.
    const rotated = await callApi('rotateWebhookSecret', { token: customer.accessToken, params: { webhookId: endpoint.id } });
    const resent = await callApi('resendWebhookDelivery', { token: customer.accessToken, params: { webhookId: endpoint.id, deliveryId: event.id } });
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ deliveryId: event.id });
    const [, again] = at(path);
    expect(again!.body).toBe(request!.body);
    expect(again!.headers['sandbank-event-id']).toBe(event.id);
    expect(verifySignature(again!, rotated.body.secret)).toBe(true);
    expect(verifySignature(again!, endpoint.secret)).toBe(false);
    expect((await deliveriesOf(customer, endpoint.id)).items[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect((await callApi('resendWebhookDelivery', { token: customer.accessToken, params: { webhookId: endpoint.id, deliveryId: newId() } })).status).toBe(404);
  });

  it('go to the endpoints listening to the event type, once however often the event is handed over', async () => {
    const customer = await newUser();
    const [all, entries, wires] = [freshPath('all'), freshPath('entries'), freshPath('wires')];
    const [allEndpoint, entriesEndpoint, wiresEndpoint] = [await register(customer, all), await register(customer, entries, ['entry.posted']), await register(customer, wires, ['wire.approved'])];
    const event = storedEvent(customer, 'entry.posted');
    await publishEvent(event);
    await publishEvent(event);
    await Promise.all([publishEvent(event), publishEvent(event)]);

    expect(at(all)).toHaveLength(1);
    expect(at(entries)).toHaveLength(1);
    expect(at(wires)).toHaveLength(0);
    const sent = JSON.parse(at(all)[0]!.body);
    expect(sent).toEqual({ id: event.id, type: 'entry.posted', createdAt: event.createdAt, data: event.data });
    expect(at(entries)[0]!.body).toBe(at(all)[0]!.body);
    expect(verifySignature(at(all)[0]!, allEndpoint.secret)).toBe(true);
    expect(verifySignature(at(entries)[0]!, entriesEndpoint.secret)).toBe(true);
    expect((await deliveriesOf(customer, wiresEndpoint.id)).items).toEqual([]);
    expect((await deliveriesOf(customer, allEndpoint.id)).items).toEqual([expect.objectContaining({ id: event.id, eventId: event.id, type: 'entry.posted', status: 'succeeded', attempts: 1 })]);

    // An event from before an endpoint was registered is not its to receive.
    const older = storedEvent(customer, 'entry.posted', Date.parse(allEndpoint.createdAt) - MINUTE);
    await publishEvent(older);
    expect(at(all)).toHaveLength(1);
  });

  it('to a receiver failing three times arrive at the fourth attempt, with the same event id, each attempt made once', async () => {
    const customer = await newUser();
    const path = freshPath('flaky');
    answers.set(path, [500, 500, 503]);
    const endpoint = await register(customer, path);
    const start = Date.now() + DAY;
    const event = storedEvent(customer, 'wire.approved');
    await publishEvent(event, start);
    const delivery = async () => (await deliveriesOf(customer, endpoint.id)).items[0]!;
    expect(await delivery()).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, nextAttemptAt: new Date(start + MINUTE).toISOString() });

    // Not yet due half a minute on.
    await runRetryJob(start + MINUTE / 2);
    expect(at(path)).toHaveLength(1);

    // A minute on: attempted once, though two runs of the job met it at the same time.
    await Promise.all([runRetryJob(start + MINUTE), runRetryJob(start + MINUTE)]);
    expect(at(path)).toHaveLength(2);
    expect(await delivery()).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 500, nextAttemptAt: new Date(start + 6 * MINUTE).toISOString() });

    await runRetryJob(start + 6 * MINUTE);
    expect(await delivery()).toMatchObject({ status: 'pending', attempts: 3, lastStatusCode: 503, nextAttemptAt: new Date(start + 36 * MINUTE).toISOString() });

    await runRetryJob(start + 36 * MINUTE);
    expect(await delivery()).toMatchObject({ status: 'succeeded', attempts: 4, lastStatusCode: 200, nextAttemptAt: null, lastAttemptAt: new Date(start + 36 * MINUTE).toISOString() });
    const attempts = at(path);
    expect(attempts).toHaveLength(4);
    expect(new Set(attempts.map((attempt) => attempt.headers['sandbank-event-id']))).toEqual(new Set([event.id]));
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
    expect(attempts.every((attempt) => verifySignature(attempt, endpoint.secret))).toBe(true);
    expect((await webhooksOf(customer))[0]!.status).toBe('active');

    // Delivered: no further attempt, however late the job runs.
    await runRetryJob(start + 2 * DAY);
    expect(at(path)).toHaveLength(4);
  });

  it('are given up 3 days after the first attempt, the endpoint then failing until a success (a resend)', async () => {
    const customer = await newUser();
    const path = freshPath('down');
    answers.set(path, Array(50).fill(500));
    const endpoint = await register(customer, path, ['check.approved']);
    const start = Date.now() + 10 * DAY;
    await publishEvent(storedEvent(customer, 'check.approved'), start);

    await runRetryJob(start + MINUTE);
    await runRetryJob(start + 3 * DAY - MINUTE);
    expect((await deliveriesOf(customer, endpoint.id)).items[0]).toMatchObject({ status: 'pending', attempts: 3, nextAttemptAt: new Date(start + 3 * DAY).toISOString() });
    expect((await webhooksOf(customer))[0]!.status).toBe('active');

    await runRetryJob(start + 3 * DAY);
    const [delivery] = (await deliveriesOf(customer, endpoint.id)).items;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 4, lastStatusCode: 500, nextAttemptAt: null });
    expect((await webhooksOf(customer))[0]!.status).toBe('failing');
    await runRetryJob(start + 4 * DAY);
    expect(at(path)).toHaveLength(4);

    // The receiver is fixed; a resend of the failed delivery succeeds and the endpoint is active again.
    answers.set(path, []);
    const resent = await callApi('resendWebhookDelivery', { token: customer.accessToken, params: { webhookId: endpoint.id, deliveryId: delivery!.id as string } });
    expect(resent.status).toBe(202);
    expect(at(path)).toHaveLength(5);
    expect(at(path)[4]!.headers['sandbank-event-id']).toBe(delivery!.eventId);
    expect((await deliveriesOf(customer, endpoint.id)).items[0]).toMatchObject({ status: 'succeeded', attempts: 5, lastStatusCode: 200, nextAttemptAt: null });
    expect((await webhooksOf(customer))[0]!.status).toBe('active');
  });

  it('of a removed endpoint are given up unsent', async () => {
    const customer = await newUser();
    const path = freshPath('removed');
    answers.set(path, [500]);
    const endpoint = await register(customer, path);
    const start = Date.now() + 20 * DAY;
    const event = storedEvent(customer, 'profile.updated');
    await publishEvent(event, start);
    expect((await callApi('deleteWebhook', { token: customer.accessToken, params: { webhookId: endpoint.id } })).status).toBe(200);
    await runRetryJob(start + MINUTE);
    expect(at(path)).toHaveLength(1);
    expect(await deliveryOf(customer.userId, endpoint.id, event.id)).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: null, nextAttemptAt: null });
    expect((await callApi('listWebhookDeliveries', { token: customer.accessToken, params: { webhookId: endpoint.id } })).status).toBe(404);
  });

  it('pending since before the due index was spread over its shards are attempted, and move to their shard', async () => {
    const customer = await newUser();
    const path = freshPath('unsharded');
    answers.set(path, [500, 500]);
    const endpoint = await register(customer, path);
    const start = Date.now() + 30 * DAY;
    const event = storedEvent(customer, 'profile.updated');
    await publishEvent(event, start);
    const { id } = (await deliveryOf(customer.userId, endpoint.id, event.id))!;
    // As a delivery written before the change: its due entry in the index's one partition.
    const Key = primaryKeys(kinds.partitions.user, kinds.webhookDelivery.sort).key({ userId: customer.userId, webhookId: endpoint.id, deliveryId: id });
    const due = indexKeys(kinds.webhookDelivery.indexes.dueForAttempt);
    await documentClient().send(
      new UpdateCommand({ TableName: tableName(), Key, UpdateExpression: 'SET #due = :unsharded', ExpressionAttributeNames: { '#due': due.partitionKey }, ExpressionAttributeValues: { ':unsharded': UNSHARDED_DUE_PARTITION } }),
    );

    await runRetryJob(start + MINUTE);
    expect(at(path)).toHaveLength(2);
    expect(await deliveryOf(customer.userId, endpoint.id, event.id)).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 500 });
    const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key }));
    expect(Item?.[due.partitionKey]).toBe(due.partition({ shard: dueShardOf(id) }));

    await runRetryJob(start + 6 * MINUTE);
    expect(await deliveryOf(customer.userId, endpoint.id, event.id)).toMatchObject({ status: 'succeeded', attempts: 3 });
  });

  it("reach the endpoint from a real change, through the table's stream", async () => {
    const customer = await newUser();
    const path = freshPath('stream');
    const endpoint = await register(customer, path, ['profile.updated']);
    const updated = await callApi('updateMe', { token: customer.accessToken, body: { firstName: 'Streamed', lastName: 'Customer' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await until(() => at(path).length > 0, 20_000);
    const [request] = at(path);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'profile.updated', data: expect.objectContaining({ firstName: 'Streamed', lastName: 'Customer' }) });
    expect(verifySignature(request!, endpoint.secret)).toBe(true);
    // The opening entries of the customer's accounts are entry.posted events: not this endpoint's.
    expect(new Set(at(path).map(({ body }) => JSON.parse(body).type))).toEqual(new Set(['profile.updated']));
  });

  it('are listed newest first, a page at a time, with a cursor good for that endpoint only', async () => {
    const customer = await newUser();
    const [endpoint, other] = [await register(customer, freshPath('listed')), await register(customer, freshPath('listed-other'))];
    const sent: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      sent.push((await callApi('testWebhook', { token: customer.accessToken, params: { webhookId: endpoint.id } })).body.deliveryId);
    }
    const first = await deliveriesOf(customer, endpoint.id, { limit: '2' });
    expect(first.items.map((item) => item.id)).toEqual([sent[2], sent[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await deliveriesOf(customer, endpoint.id, { limit: '2', cursor: first.nextCursor! });
    expect(second).toEqual({ items: [expect.objectContaining({ id: sent[0] })], nextCursor: null });
    const elsewhere = await callApi('listWebhookDeliveries', { token: customer.accessToken, params: { webhookId: other.id }, query: { limit: '2', cursor: first.nextCursor! } });
    expect(elsewhere.status).toBe(400);
  });
});
