import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failing, handed } from '../../../lambdas/test/fixtures/streams/recorder';
import { localCredentials, localResources } from '../../local/config';
import { ensureTable } from '../../local/emulators/dynamodb';
import { startStreamReader, type StreamReader } from '../../local/stream-reader';

/*
 * The local stand-in for the event-source mapping, on DynamoDB Local's real stream of a private
 * copy of the table: what reaches a consumer, how soon, in what shape, and what is handed over
 * again after a failure.
 */

const recorderEntry = fileURLToPath(new URL('../../../lambdas/test/fixtures/streams/recorder.ts', import.meta.url));
const client = new DynamoDBClient({});
const documents = DynamoDBDocumentClient.from(client);
const TableName = `stream-${randomUUID()}`;
const consumer = {
  summary: 'Records what it is handed',
  filter: { eventName: ['INSERT'], newImage: { entity: ['event'] } },
  batchSize: 10,
  batchingWindowSeconds: 0,
  retryAttempts: 2,
  maxRecordAgeSeconds: 3600,
} as const;

const putItem = (item: Record<string, unknown>) => documents.send(new PutCommand({ TableName, Item: item }));
const eventItem = (id: string) => ({ pk: 'USER#reader', sk: `EVENT#${id}`, entity: 'event', id, type: 'entry.posted', data: { amountCents: 5, raw: new Uint8Array([7]) } });
const handedIds = () => handed.map((entry) => String(entry.item.id));

let reader: StreamReader;
const earlyId = randomUUID();

beforeAll(async () => {
  await ensureTable(client, TableName);
  // Written before the reader starts: not handed over (the stack starts it before anything writes).
  await putItem(eventItem(earlyId));
  reader = await startStreamReader({
    endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB!,
    tableName: TableName,
    region: localResources.region,
    credentials: localCredentials,
    consumers: { recorder: consumer },
    entryOf: () => recorderEntry,
    retryDelayMs: 10,
    quiet: true,
  });
});
afterAll(() => reader?.stop());
afterEach(() => {
  handed.length = 0;
  failing.clear();
});

describe('the local stream reader', () => {
  it('hands a new event item to its consumer within 2 seconds, as Lambda would, and nothing its filter keeps back', async () => {
    const id = randomUUID();
    await putItem({ pk: 'USER#reader', sk: 'ACCOUNT#1', entity: 'account', id: 'not-an-event' });
    // Timed from the moment the event item is in the table: on a busy machine the writes themselves take a while.
    await putItem(eventItem(id));
    const written = Date.now();
    await documents.send(new UpdateCommand({ TableName, Key: { pk: 'USER#reader', sk: `EVENT#${id}` }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'note' }, ExpressionAttributeValues: { ':n': 'x' } }));
    await documents.send(new DeleteCommand({ TableName, Key: { pk: 'USER#reader', sk: `EVENT#${id}` } }));
    await expect.poll(handedIds, { timeout: 2_000, interval: 20 }).toEqual([id]);
    expect(handed[0]!.at - written).toBeLessThan(2_000);
    // Binary values arrive as Lambda hands them (base64) and are read back as bytes.
    expect(handed[0]!.item).toEqual({ ...eventItem(id), data: { amountCents: 5, raw: new Uint8Array([7]) } });
    // The modification and the removal were kept back, and so was the earlier item.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(handedIds()).toEqual([id]);
    expect(handedIds()).not.toContain(earlyId);
  });

  it('hands a record its consumer failed over again, with the records after it, until it succeeds', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    failing.set(second, 1);
    for (const id of [first, second, third]) await putItem(eventItem(id));
    await expect.poll(() => handedIds().filter((id) => id === second).length, { timeout: 5_000, interval: 20 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const ids = handedIds();
    expect(ids.filter((id) => id === first)).toHaveLength(1);
    // The third came in the same batch or a later one: at least once, at most twice (handed over again after the failure).
    expect(ids.filter((id) => id === third).length).toBeGreaterThanOrEqual(1);
    expect(ids.filter((id) => id === third).length).toBeLessThanOrEqual(2);
  });

  it('gives up on a record that keeps failing after its retry attempts, then goes on', async () => {
    const [stuck, next] = [randomUUID(), randomUUID()];
    failing.set(stuck, Infinity);
    await putItem(eventItem(stuck));
    await expect.poll(() => handedIds().filter((id) => id === stuck).length, { timeout: 5_000, interval: 20 }).toBe(consumer.retryAttempts + 1);
    await putItem(eventItem(next));
    await expect.poll(handedIds, { timeout: 3_000, interval: 20 }).toContain(next);
    expect(handedIds().filter((id) => id === stuck)).toHaveLength(consumer.retryAttempts + 1);
  });
});
