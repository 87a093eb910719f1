import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import type { StreamConsumerDefinition } from '@sandbank/lambdas/deployment';

/*
 * What Lambda's event-source mapping does with the records of one shard that passed a consumer's
 * filter, for the local stream reader: batches of at most `batchSize` in stream order; a batch
 * whose handler reports item failures is handed over again from its first failed record (the
 * records after it too, as the mapping's checkpoint does); a batch whose handler throws is split
 * in two (bisectBatchOnError) down to the record at fault; a record is retried at most
 * `retryAttempts` times, and not once it is older than `maxRecordAgeSeconds`; what is given up on
 * is reported (in AWS, the on-failure queue gets its shard and sequence numbers).
 */

/** One invocation of the consumer's handler with a batch: its answer, or the error it threw. */
export type InvokeBatch = (records: DynamoDBRecord[]) => Promise<DynamoDBBatchResponse | void>;

export interface GivenUp {
  records: DynamoDBRecord[];
  attempts: number;
  reason: string;
}

export interface MappingSettings extends Pick<StreamConsumerDefinition, 'batchSize' | 'retryAttempts' | 'maxRecordAgeSeconds'> {
  /** The wait before the n-th retry is n times this (Lambda retries at once; a short pause keeps a failing handler from spinning). */
  retryDelayMs: number;
  /** Stop retrying (the reader is stopping). */
  stopped: () => boolean;
  now?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sequenceOf = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber ?? '';

/**
 * The index of the first record the handler's answer names as failed: -1 when none did, 0 when
 * the answer names a record that is not in the batch or none at all (the mapping then retries the
 * whole batch).
 */
export function firstFailedIndex(records: DynamoDBRecord[], answer: DynamoDBBatchResponse | void): number {
  const failures = answer?.batchItemFailures ?? [];
  if (failures.length === 0) return -1;
  const indexes = failures.map((failure) => records.findIndex((record) => failure.itemIdentifier !== '' && sequenceOf(record) === failure.itemIdentifier));
  return indexes.some((index) => index < 0) ? 0 : Math.min(...indexes);
}

/** Hands `records` (in stream order, already filtered) to the handler as the mapping would; returns what was given up on. */
export async function deliverRecords(records: DynamoDBRecord[], invoke: InvokeBatch, settings: MappingSettings): Promise<GivenUp[]> {
  const givenUp: GivenUp[] = [];
  for (let start = 0; start < records.length; start += settings.batchSize) {
    givenUp.push(...(await deliverBatch(records.slice(start, start + settings.batchSize), invoke, settings, 0)));
  }
  return givenUp;
}

async function deliverBatch(batch: DynamoDBRecord[], invoke: InvokeBatch, settings: MappingSettings, retriesSoFar: number): Promise<GivenUp[]> {
  const now = settings.now ?? Date.now;
  let pending = batch;
  let retries = retriesSoFar;
  for (;;) {
    let failedFrom: number;
    let reason = 'the handler reported it failed';
    try {
      failedFrom = firstFailedIndex(pending, await invoke(pending));
    } catch (error) {
      // A batch that fails as a whole is split to find the record at fault; each half keeps the count.
      if (pending.length > 1) {
        const middle = Math.ceil(pending.length / 2);
        return [
          ...(await deliverBatch(pending.slice(0, middle), invoke, settings, retries)),
          ...(await deliverBatch(pending.slice(middle), invoke, settings, retries)),
        ];
      }
      failedFrom = 0;
      reason = `the handler failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (failedFrom < 0) return [];
    pending = pending.slice(failedFrom);
    if (retries >= settings.retryAttempts) return [{ records: pending, attempts: retries + 1, reason }];
    const oldest = pending[0]?.dynamodb?.ApproximateCreationDateTime;
    if (oldest !== undefined && now() - oldest * 1000 > settings.maxRecordAgeSeconds * 1000) {
      return [{ records: pending, attempts: retries + 1, reason: `${reason}, and it is older than the maximum record age` }];
    }
    if (settings.stopped()) return [];
    retries += 1;
    await sleep(settings.retryDelayMs * retries);
  }
}
