import { describe, expect, it } from 'vitest';
import { passesStreamFilter, streamConsumerTable } from './stream-table';

const consumers = Object.entries(streamConsumerTable);
const record = (eventName: string, image?: Record<string, { S?: string; N?: string }>) => ({ eventName, dynamodb: { NewImage: image } });

describe.each(consumers)('the stream filter of %s', (_name, { filter }) => {
  it('lets through a newly written event item', () => {
    expect(passesStreamFilter(filter, record('INSERT', { pk: { S: 'USER#u' }, entity: { S: 'event' } }))).toBe(true);
  });

  it('keeps back every other item written, an event rewritten or removed, and a record without an image', () => {
    expect(passesStreamFilter(filter, record('INSERT', { pk: { S: 'USER#u' }, entity: { S: 'transaction' } }))).toBe(false);
    expect(passesStreamFilter(filter, record('INSERT', { pk: { S: 'USER#u' } }))).toBe(false);
    expect(passesStreamFilter(filter, record('INSERT', { entity: { N: '1' } }))).toBe(false);
    expect(passesStreamFilter(filter, record('MODIFY', { entity: { S: 'event' } }))).toBe(false);
    expect(passesStreamFilter(filter, record('REMOVE', { entity: { S: 'event' } }))).toBe(false);
    expect(passesStreamFilter(filter, record('INSERT'))).toBe(false);
  });
});

describe.each(consumers)('%s', (_name, consumer) => {
  it('invokes at once, in small batches, retrying a failure a bounded number of times', () => {
    expect(consumer.batchingWindowSeconds).toBe(0);
    expect(consumer.batchSize).toBeLessThanOrEqual(100);
    expect(consumer.retryAttempts).toBeGreaterThan(0);
    expect(consumer.retryAttempts).toBeLessThanOrEqual(10);
  });
});
