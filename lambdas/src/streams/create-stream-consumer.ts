import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { newImageOf } from '../data/stream-image';
import { beginInvocationLog, endInvocationLog, logger } from '../lib/logger';

export type RecordOutcome = 'handled' | 'ignored';

export type StreamConsumerHandler = (event: DynamoDBStreamEvent, context?: Partial<Context>) => Promise<DynamoDBBatchResponse>;

/**
 * Records run at once, so a slow one holds up none; a failed one is reported by sequence number, so the mapping
 * hands over again from it instead of the whole batch, which is why every consumer must be idempotent.
 */
export function createStreamConsumer(name: string, handle: (item: Record<string, unknown>) => Promise<RecordOutcome>): StreamConsumerHandler {
  return async (event, context) => {
    const started = Date.now();
    beginInvocationLog(context, { streamConsumer: name, correlationId: context?.awsRequestId });
    try {
      const outcomes = await Promise.all(event.Records.map((record) => handleRecord(record, handle)));
      const failures = outcomes.flatMap((outcome) => (outcome.failed ? [{ itemIdentifier: outcome.sequenceNumber }] : []));
      const count = (kind: RecordOutcome) => outcomes.filter((outcome) => !outcome.failed && outcome.outcome === kind).length;
      const report = { records: event.Records.length, handled: count('handled'), ignored: count('ignored'), failed: failures.length };
      if (failures.length > 0) logger.warn('Stream batch finished with failures', { report, failed: failures.map((failure) => failure.itemIdentifier), durationMs: Date.now() - started });
      else logger.info('Stream batch finished', { report, durationMs: Date.now() - started });
      return { batchItemFailures: failures };
    } finally {
      endInvocationLog();
    }
  };
}

type HandledRecord = { failed: false; outcome: RecordOutcome } | { failed: true; sequenceNumber: string };

async function handleRecord(record: DynamoDBRecord, handle: (item: Record<string, unknown>) => Promise<RecordOutcome>): Promise<HandledRecord> {
  // An empty identifier makes Lambda retry the whole batch, which is the safe reading.
  const sequenceNumber = record.dynamodb?.SequenceNumber ?? '';
  try {
    const item = newImageOf(record);
    return { failed: false, outcome: item === null ? 'ignored' : await handle(item) };
  } catch (error) {
    logger.error('Stream record failed', { eventId: record.eventID, sequenceNumber, error });
    return { failed: true, sequenceNumber };
  }
}
