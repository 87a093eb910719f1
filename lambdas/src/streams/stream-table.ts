/*
 * Work the table's stream starts — a change written to the table, handed on to someone outside it
 * — declared once, like the job table. The table carries a stream of every item's new image
 * (tableDesign.stream); each consumer here sees only the records its filter lets through. The CDK
 * stack gives each consumer its own function and an event-source mapping with that filter
 * (infra/lib/constructs/event-pipeline.ts); the local stack reads DynamoDB Local's stream and runs
 * the same handlers with the same filter (scripts/local/stream-reader.ts).
 *
 * A new consumer: a row here, `lambdas/src/streams/<name>.ts` exporting
 * `handler = createStreamConsumer('<name>', …)` (idempotent: a record may be handed over twice),
 * and its grants in infra/lib/grants/streams.ts.
 */

/** What a stream record says happened to its item. */
export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

/**
 * Which records reach a consumer: all of `eventName`, and every attribute of `newImage` a string
 * equal to one of its values. Lambda applies it before batching (so filtered-out records cost
 * nothing), as an event-source mapping's filter criteria.
 */
export interface StreamFilter {
  readonly eventName: readonly StreamEventName[];
  readonly newImage: Readonly<Record<string, readonly string[]>>;
}

export interface StreamConsumerDefinition {
  /** What it does, in a sentence (the function's description). */
  summary: string;
  filter: StreamFilter;
  /** At most this many records per invocation. */
  batchSize: number;
  /** How long to gather records before invoking; 0 invokes as soon as the stream has any. */
  batchingWindowSeconds: number;
  /** How many times a failed record is handed over again before it is given up on (to the on-failure queue). */
  retryAttempts: number;
  /** A record older than this is given up on rather than retried. */
  maxRecordAgeSeconds: number;
}

export type StreamConsumerTable = Record<string, StreamConsumerDefinition>;

export const defineStreamConsumers = <const T extends StreamConsumerTable>(consumers: T) => consumers;

/** New event items: what both consumers below hear of. */
const newEvents: StreamFilter = { eventName: ['INSERT'], newImage: { entity: ['event'] } };

/*
 * Webhooks and live connections are consumers of their own, each with its own mapping: a slow
 * webhook endpoint (its first attempt may take 10 s) holds up only the deliveries behind it on its
 * shard, never a live update, which must reach the browser within 2 s.
 */
export const streamConsumerTable = defineStreamConsumers({
  deliverWebhooks: {
    summary: "Hands each new event to its customer's webhook endpoints: a delivery per endpoint, tried at once",
    filter: newEvents,
    batchSize: 25,
    // A delivery waits for no batch to fill: an endpoint hears of a change as soon as it happened.
    batchingWindowSeconds: 0,
    // Deliveries and their retries live in the table; the stream only retries handing an event
    // over, which fails when the table does (an endpoint's failed attempt is the delivery's retry).
    retryAttempts: 5,
    maxRecordAgeSeconds: 60 * 60,
  },
  pushLiveUpdates: {
    summary: "Pushes each new event to its customer's live connections, and to administrators' when it changes the back office",
    filter: newEvents,
    batchSize: 100,
    // No waiting to fill a batch: a live update must reach the browser within 2 s of its change.
    batchingWindowSeconds: 0,
    // A live message is worth little late: a browser that missed one reads its screens again when
    // it reconnects, so a failure is retried briefly and then let go.
    retryAttempts: 2,
    maxRecordAgeSeconds: 60,
  },
});

export type StreamConsumerName = keyof typeof streamConsumerTable;

/** Whether a record passes a consumer's filter (the local stream reader applies it as Lambda would). */
export function passesStreamFilter(
  filter: StreamFilter,
  record: { eventName?: string; dynamodb?: { NewImage?: Record<string, { S?: string }> } },
): boolean {
  if (!filter.eventName.some((name) => name === record.eventName)) return false;
  const image = record.dynamodb?.NewImage ?? {};
  return Object.entries(filter.newImage).every(([attribute, values]) => {
    const value = image[attribute]?.S;
    return value !== undefined && values.includes(value);
  });
}
