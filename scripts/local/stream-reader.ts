import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as SdkRecord,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { passesStreamFilter, type StreamConsumerDefinition, type StreamConsumerTable } from '@sandbank/lambdas/deployment';
import { grantsOf, type Access } from '@sandbank/infra/local';
import { lambdaImage } from '@sandbank/lambdas/local';
import { runWithKeyGrants } from './key-grants';
import { deliverRecords } from './stream-mapping';
import { runWithTableGrants } from './table-grants';

/*
 * The local stand-in for the event-source mappings of the CDK stack: it follows every shard of
 * DynamoDB Local's stream of the table (new shards too, a child after its parent), and for each
 * consumer of the stream table applies the same filter and hands the same handler the records as
 * Lambda would — a DynamoDBStreamEvent in Lambda's JSON, batches, partial failures retried from the
 * first failed record, bounded retries (stream-mapping.ts). Each consumer reads at its own pace and
 * runs held to its table and key grants, like the gateway's functions. It polls every `pollMs`
 * (200 ms: a live update reaches the browser well within its 2 seconds).
 *
 * Where it starts: shards open when it starts are read from their latest record (the local stack
 * starts it before anything writes, and a kept table's old records were handed over by an earlier
 * run); shards that appear later are read from their start. Closed shards found at start are done.
 */

type StreamHandler = (event: DynamoDBStreamEvent, context: Partial<Context>) => Promise<DynamoDBBatchResponse | void>;

export interface StreamReaderOptions {
  /** DynamoDB Local's endpoint; its stream API answers on the same one. */
  endpoint: string;
  tableName: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  consumers: StreamConsumerTable;
  /** The file exporting each consumer's `handler` (the deployment contract's streamConsumerEntry). */
  entryOf: (name: string) => string;
  /** What each consumer may access (infra/lib/grants/streams.ts); each invocation is held to its table and key grants. */
  grants?: Readonly<Record<string, Access | undefined>>;
  pollMs?: number;
  /** How often new shards are looked for. */
  discoverMs?: number;
  /** The wait before the n-th retry of a failed record is n times this. */
  retryDelayMs?: number;
  /** Log only failures. */
  quiet?: boolean;
}

export interface StreamReader {
  /** Stops polling and waits for the batches being handed over. */
  stop(): Promise<void>;
}

/** A record of the stream API as Lambda hands it to a function (dates as epoch seconds, the stream's ARN and region). */
export function lambdaRecord(record: SdkRecord, streamArn: string, region: string): DynamoDBRecord {
  const stream = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ApproximateCreationDateTime: stream.ApproximateCreationDateTime ? stream.ApproximateCreationDateTime.getTime() / 1000 : undefined,
      Keys: stream.Keys && lambdaImage(stream.Keys),
      NewImage: stream.NewImage && lambdaImage(stream.NewImage),
      OldImage: stream.OldImage && lambdaImage(stream.OldImage),
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
    },
  };
}

export async function startStreamReader(options: StreamReaderOptions): Promise<StreamReader> {
  const pollMs = options.pollMs ?? 200;
  const discoverMs = options.discoverMs ?? 1000;
  const clientSettings = { endpoint: options.endpoint, region: options.region, credentials: options.credentials };
  const streams = new DynamoDBStreamsClient(clientSettings);
  const table = new DynamoDBClient(clientSettings);
  const stopping = new AbortController();
  const stopped = () => stopping.signal.aborted;
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };

  const { Table } = await table.send(new DescribeTableCommand({ TableName: options.tableName }));
  table.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn || !Table?.StreamSpecification?.StreamEnabled) throw new Error(`Table ${options.tableName} has no stream to read`);

  const handlers = new Map<string, Promise<StreamHandler>>();
  const handlerOf = (name: string): Promise<StreamHandler> => {
    let loading = handlers.get(name);
    if (!loading) {
      loading = import(options.entryOf(name)).then((module: { handler?: unknown }) => {
        if (typeof module.handler !== 'function') throw new Error(`Stream consumer ${name} does not export a handler function`);
        return module.handler as StreamHandler;
      });
      loading.catch(() => handlers.delete(name));
      handlers.set(name, loading);
    }
    return loading;
  };

  const invoke = async (name: string, records: DynamoDBRecord[]) => {
    const handler = await handlerOf(name);
    const run = () => handler({ Records: records }, { awsRequestId: randomUUID(), functionName: `sandbank-local-${name}` });
    const { grants } = options;
    if (grants === undefined) return run();
    // Held to its table and key grants, as its deployed role would hold it.
    const granted = grantsOf(grants, name, { kind: 'Stream consumer', file: 'infra/lib/grants/streams.ts' });
    return runWithTableGrants(name, granted, () => runWithKeyGrants(name, granted, run));
  };

  /** Hands one consumer the records of one shard, from `position` until the shard closes or the reader stops. */
  const follow = async (name: string, consumer: StreamConsumerDefinition, shardId: string, position: ShardIteratorType) => {
    let lastSequence: string | undefined;
    const iteratorFrom = async (type: ShardIteratorType) =>
      (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: lastSequence })))
        .ShardIterator;
    let iterator = await iteratorFrom(position);
    while (iterator && !stopped()) {
      let page;
      try {
        page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      } catch (error) {
        if (stopped()) return;
        // An iterator lapses after 15 minutes unused; data older than the stream keeps is gone.
        if (error instanceof ExpiredIteratorException) iterator = await iteratorFrom(lastSequence ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON');
        else if (error instanceof TrimmedDataAccessException) iterator = await iteratorFrom('TRIM_HORIZON');
        else console.error(`Stream reader: reading shard ${shardId} for ${name} failed, trying again:`, error);
        await pause(pollMs);
        continue;
      }
      const records = page.Records ?? [];
      if (records.length > 0) {
        lastSequence = records.at(-1)?.dynamodb?.SequenceNumber;
        const passed = records.flatMap((record) => {
          try {
            const shaped = lambdaRecord(record, streamArn, options.region);
            return passesStreamFilter(consumer.filter, shaped) ? [shaped] : [];
          } catch (error) {
            // Lambda would hand it over; here it cannot be shaped as Lambda does, so it is said out loud and left.
            console.error(`Stream reader: record ${record.dynamodb?.SequenceNumber} of shard ${shardId} cannot be handed to ${name}:`, error);
            return [];
          }
        });
        const givenUp = await deliverRecords(passed, (batch) => invoke(name, batch), {
          ...consumer,
          retryDelayMs: options.retryDelayMs ?? 100,
          stopped,
        });
        for (const lost of givenUp) {
          const sequences = lost.records.map((record) => record.dynamodb?.SequenceNumber);
          console.error(
            `Stream consumer ${name} gave up on ${lost.records.length} record(s) of shard ${shardId} (sequence numbers ${sequences[0]}–${sequences.at(-1)}) after ${lost.attempts} attempt(s): ${lost.reason}. In AWS they would be recorded in the on-failure queue.`,
          );
        }
      }
      iterator = page.NextShardIterator;
      if (records.length === 0) await pause(pollMs);
    }
    if (!stopped()) log(`Stream reader: shard ${shardId} closed; ${name} has read all of it`);
  };

  /** Every consumer's follower of each shard, by shard id; a child shard waits for its parent's. */
  const following = new Map<string, Promise<void>>();
  const startShard = (shard: Shard, position: ShardIteratorType) => {
    const shardId = shard.ShardId!;
    const parent = shard.ParentShardId ? following.get(shard.ParentShardId) : undefined;
    const done = (async () => {
      await parent;
      if (stopped()) return;
      await Promise.all(
        Object.entries(options.consumers).map(([name, consumer]) =>
          follow(name, consumer, shardId, position).catch((error: unknown) => {
            if (!stopped()) console.error(`Stream reader: ${name} stopped following shard ${shardId}:`, error);
          }),
        ),
      );
    })();
    following.set(shardId, done);
  };

  const shardsOfStream = async (): Promise<Shard[]> => {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  };

  // At start: open shards from now on; closed ones hold nothing this run has to hand over.
  for (const shard of await shardsOfStream()) {
    if (shard.SequenceNumberRange?.EndingSequenceNumber === undefined) startShard(shard, 'LATEST');
    else following.set(shard.ShardId!, Promise.resolve());
  }
  const discovery = (async () => {
    while (!stopped()) {
      await pause(discoverMs);
      if (stopped()) break;
      try {
        for (const shard of await shardsOfStream()) if (!following.has(shard.ShardId!)) startShard(shard, 'TRIM_HORIZON');
      } catch (error) {
        if (!stopped()) console.error('Stream reader: listing the shards failed, trying again:', error);
      }
    }
  })();
  log(`Stream reader: following ${streamArn} for ${Object.keys(options.consumers).join(', ')}`);

  return {
    stop: async () => {
      stopping.abort();
      await discovery;
      await Promise.allSettled([...following.values()]);
      streams.destroy();
    },
  };
}
