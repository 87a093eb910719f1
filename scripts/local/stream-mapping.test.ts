import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { deliverRecords, firstFailedIndex, type MappingSettings } from './stream-mapping';

/*
 * The local stand-in for an event-source mapping's batching and retries: what the handler is
 * handed, in which batches, after a partial failure, a thrown batch, and when retries run out.
 */

const record = (sequence: number, createdSeconds = Date.now() / 1000): DynamoDBRecord => ({
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: String(sequence).padStart(5, '0'), ApproximateCreationDateTime: createdSeconds },
});
const sequences = (records: DynamoDBRecord[]) => records.map((item) => Number(item.dynamodb?.SequenceNumber));
const settings = (overrides: Partial<MappingSettings> = {}): MappingSettings => ({
  batchSize: 3,
  retryAttempts: 2,
  maxRecordAgeSeconds: 3600,
  retryDelayMs: 1,
  stopped: () => false,
  ...overrides,
});

/** A handler that fails the records named in `failures` (sequence → how many times), recording each batch. */
function handlerFailing(failures: Map<number, number>, mode: 'report' | 'throw' = 'report') {
  const batches: number[][] = [];
  const invoke = async (batch: DynamoDBRecord[]): Promise<DynamoDBBatchResponse> => {
    batches.push(sequences(batch));
    const failed = batch.filter((item) => {
      const sequence = Number(item.dynamodb?.SequenceNumber);
      const left = failures.get(sequence) ?? 0;
      if (left > 0) failures.set(sequence, left - 1);
      return left > 0;
    });
    if (failed.length > 0 && mode === 'throw') throw new Error('the whole batch failed');
    return { batchItemFailures: failed.map((item) => ({ itemIdentifier: item.dynamodb!.SequenceNumber! })) };
  };
  return { batches, invoke };
}

describe('the local event-source mapping', () => {
  it('hands the records over in stream order, in batches of the batch size', async () => {
    const { batches, invoke } = handlerFailing(new Map());
    const lost = await deliverRecords([1, 2, 3, 4, 5, 6, 7].map((n) => record(n)), invoke, settings());
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(lost).toEqual([]);
  });

  it('hands a batch over again from its first reported failure, and no further back', async () => {
    const { batches, invoke } = handlerFailing(new Map([[3, 1], [2, 1]]));
    const lost = await deliverRecords([1, 2, 3].map((n) => record(n)), invoke, settings());
    expect(batches).toEqual([[1, 2, 3], [2, 3]]);
    expect(lost).toEqual([]);
  });

  it('splits a batch whose handler throws until the record at fault is alone', async () => {
    const { batches, invoke } = handlerFailing(new Map([[3, 2]]), 'throw');
    const lost = await deliverRecords([1, 2, 3, 4].map((n) => record(n)), invoke, settings({ batchSize: 4 }));
    expect(batches).toEqual([[1, 2, 3, 4], [1, 2], [3, 4], [3], [4]]);
    expect(lost).toEqual([]);
  });

  it('gives up on a record after its retry attempts, and goes on with the next batch', async () => {
    const { batches, invoke } = handlerFailing(new Map([[2, Infinity]]));
    const lost = await deliverRecords([1, 2, 3, 4].map((n) => record(n)), invoke, settings());
    expect(batches).toEqual([[1, 2, 3], [2, 3], [2, 3], [4]]);
    expect(lost.map((given) => ({ ...given, records: sequences(given.records) }))).toEqual([{ records: [2, 3], attempts: 3, reason: 'the handler reported it failed' }]);
  });

  it('does not retry a record older than the maximum record age', async () => {
    const { batches, invoke } = handlerFailing(new Map([[1, 1]]));
    const lost = await deliverRecords([record(1, Date.now() / 1000 - 7200)], invoke, settings());
    expect(batches).toEqual([[1]]);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatch(/older than the maximum record age/);
  });

  it('reads an answer naming a record outside the batch, or none, as the whole batch failed', () => {
    const batch = [record(1), record(2)];
    expect(firstFailedIndex(batch, { batchItemFailures: [] })).toBe(-1);
    expect(firstFailedIndex(batch, undefined)).toBe(-1);
    expect(firstFailedIndex(batch, { batchItemFailures: [{ itemIdentifier: '00002' }] })).toBe(1);
    expect(firstFailedIndex(batch, { batchItemFailures: [{ itemIdentifier: '00009' }] })).toBe(0);
    expect(firstFailedIndex(batch, { batchItemFailures: [{ itemIdentifier: '' }] })).toBe(0);
  });
});
