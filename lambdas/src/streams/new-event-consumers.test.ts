import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from '../data/entities/event';

/*
 * The two consumers of new events, between the table and the outside: each event record reaches
 * its consumer's target (stand-ins here, recording what they were given); a record the target
 * fails is reported alone, by its sequence number, so only it is handed over again — and a failure
 * of one consumer never reaches the other.
 */

const webhooks: StoredEvent[] = [];
const live: StoredEvent[] = [];
const failing = { webhooks: new Set<string>(), live: new Set<string>() };

vi.mock('../domain/webhooks/enqueue', () => ({
  enqueueWebhookDeliveries: async (event: StoredEvent) => {
    if (failing.webhooks.has(event.id)) throw new Error('the table is throttling');
    webhooks.push(event);
  },
}));
vi.mock('../domain/live/push', () => ({
  pushLiveEvent: async (event: StoredEvent) => {
    if (failing.live.has(event.id)) throw new Error('the connections endpoint is down');
    live.push(event);
  },
}));

const deliverWebhooks = (await import('./deliverWebhooks')).handler;
const pushLiveUpdates = (await import('./pushLiveUpdates')).handler;
const bothConsumers = async (event: Parameters<typeof deliverWebhooks>[0]) => [await deliverWebhooks(event), await pushLiveUpdates(event)];

let sequence = 100;
function streamRecord(item: Record<string, unknown>, eventName: DynamoDBRecord['eventName'] = 'INSERT'): DynamoDBRecord {
  sequence += 1;
  // As Lambda hands it over: the item in DynamoDB's JSON (data/stream-image.test.ts covers binary values).
  const image = JSON.parse(JSON.stringify(marshall(item)));
  return {
    eventID: `e-${sequence}`,
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: { SequenceNumber: String(sequence).padStart(21, '0'), NewImage: image, StreamViewType: 'NEW_IMAGE' },
  };
}

const eventItem = (id: string, data: Record<string, unknown> = { amountCents: 1250 }) => ({
  pk: 'USER#user-1',
  sk: `EVENT#${id}`,
  entity: 'event',
  userId: 'user-1',
  id,
  type: 'entry.posted',
  createdAt: '2026-11-26T20:00:00.000Z',
  data,
  expiresAt: 1_800_000_000,
});

beforeEach(() => {
  webhooks.length = 0;
  live.length = 0;
  failing.webhooks.clear();
  failing.live.clear();
});

describe('the consumers of new events', () => {
  it('hand each event of the batch to the webhooks and to the live connections, as it was written', async () => {
    const records = [streamRecord(eventItem('01A', { nested: { cents: 5 }, tags: ['a'] })), streamRecord(eventItem('01B'))];
    expect(await bothConsumers({ Records: records })).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(webhooks.map((event) => event.id).sort()).toEqual(['01A', '01B']);
    expect(live.map((event) => event.id).sort()).toEqual(['01A', '01B']);
    const written = { userId: 'user-1', id: '01A', type: 'entry.posted', createdAt: '2026-11-26T20:00:00.000Z', data: { nested: { cents: 5 }, tags: ['a'] } };
    expect(webhooks.find((event) => event.id === '01A')).toEqual(written);
    expect(live.find((event) => event.id === '01A')).toEqual(written);
  });

  it('leave alone a record that is not a new event, should one get past the filter', async () => {
    const notAnEvent = streamRecord({ pk: 'USER#user-1', sk: 'ACCOUNT#1', entity: 'account', balanceCents: 10 });
    const removed: DynamoDBRecord = { ...streamRecord(eventItem('01C')), eventName: 'REMOVE', dynamodb: { SequenceNumber: '9' } };
    expect(await bothConsumers({ Records: [notAnEvent, removed] })).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(webhooks).toEqual([]);
    expect(live).toEqual([]);
  });

  it('report only the records their own target failed, by sequence number; the other consumer is not affected', async () => {
    const records = [streamRecord(eventItem('01D')), streamRecord(eventItem('01E')), streamRecord(eventItem('01F'))];
    failing.webhooks.add('01E');
    failing.live.add('01F');
    const sequenceOf = (index: number) => ({ itemIdentifier: records[index]!.dynamodb!.SequenceNumber });
    expect(await deliverWebhooks({ Records: records })).toEqual({ batchItemFailures: [sequenceOf(1)] });
    expect(await pushLiveUpdates({ Records: records })).toEqual({ batchItemFailures: [sequenceOf(2)] });
    expect(webhooks.map((event) => event.id).sort()).toEqual(['01D', '01F']);
    expect(live.map((event) => event.id).sort()).toEqual(['01D', '01E']);
  });

  it('report a record they cannot read as failed rather than losing it', async () => {
    const unreadable: DynamoDBRecord = { eventName: 'INSERT', dynamodb: { SequenceNumber: '77', NewImage: { entity: {} as never } } };
    expect(await bothConsumers({ Records: [unreadable] })).toEqual([{ batchItemFailures: [{ itemIdentifier: '77' }] }, { batchItemFailures: [{ itemIdentifier: '77' }] }]);
  });
});
