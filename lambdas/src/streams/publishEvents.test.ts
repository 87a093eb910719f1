import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from '../data/entities/event';

/*
 * The stream consumer between the table and the outside: each event record reaches both fan-out
 * targets (stand-ins here, recording what they were given); a record one of them fails is
 * reported alone, by its sequence number, so only it is handed over again.
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

const { handler } = await import('./publishEvents');

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

describe('publishEvents', () => {
  it('hands each event of the batch to the webhooks and the live connections, as it was written', async () => {
    const result = await handler({ Records: [streamRecord(eventItem('01A', { nested: { cents: 5 }, tags: ['a'] })), streamRecord(eventItem('01B'))] });
    expect(result).toEqual({ batchItemFailures: [] });
    expect(webhooks.map((event) => event.id).sort()).toEqual(['01A', '01B']);
    expect(live.map((event) => event.id).sort()).toEqual(['01A', '01B']);
    expect(webhooks.find((event) => event.id === '01A')).toEqual({
      userId: 'user-1',
      id: '01A',
      type: 'entry.posted',
      createdAt: '2026-11-26T20:00:00.000Z',
      data: { nested: { cents: 5 }, tags: ['a'] },
    });
  });

  it('leaves alone a record that is not a new event, should one get past the filter', async () => {
    const notAnEvent = streamRecord({ pk: 'USER#user-1', sk: 'ACCOUNT#1', entity: 'account', balanceCents: 10 });
    const removed: DynamoDBRecord = { ...streamRecord(eventItem('01C')), eventName: 'REMOVE', dynamodb: { SequenceNumber: '9' } };
    expect(await handler({ Records: [notAnEvent, removed] })).toEqual({ batchItemFailures: [] });
    expect(webhooks).toEqual([]);
    expect(live).toEqual([]);
  });

  it('reports only the records that failed, by sequence number, and still tries both targets for them', async () => {
    const records = [streamRecord(eventItem('01D')), streamRecord(eventItem('01E')), streamRecord(eventItem('01F'))];
    failing.webhooks.add('01E');
    failing.live.add('01F');
    const result = await handler({ Records: records });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: records[1]!.dynamodb!.SequenceNumber }, { itemIdentifier: records[2]!.dynamodb!.SequenceNumber }]);
    // The webhook side of 01F and the live side of 01E were reached all the same.
    expect(webhooks.map((event) => event.id).sort()).toEqual(['01D', '01F']);
    expect(live.map((event) => event.id).sort()).toEqual(['01D', '01E']);
  });

  it('reports a record it cannot read as failed rather than losing it', async () => {
    const unreadable: DynamoDBRecord = { eventName: 'INSERT', dynamodb: { SequenceNumber: '77', NewImage: { entity: {} as never } } };
    expect(await handler({ Records: [unreadable] })).toEqual({ batchItemFailures: [{ itemIdentifier: '77' }] });
  });
});
