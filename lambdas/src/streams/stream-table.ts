/*
 * Declared once, like the job table: the CDK stack and the local stream reader both run these with the same
 * filters. A new consumer needs a row here, `streams/<name>.ts` made with createStreamConsumer (idempotent: a
 * record may come twice), and its grants in infra/lib/grants/streams.ts.
 */

export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

/** Lambda applies it before batching, so filtered-out records cost nothing. */
export interface StreamFilter {
  readonly eventName: readonly StreamEventName[];
  readonly newImage: Readonly<Record<string, readonly string[]>>;
}

export interface StreamConsumerDefinition {
  /** The function's description. */
  summary: string;
  filter: StreamFilter;
  batchSize: number;
  batchingWindowSeconds: number;
  /** Then it goes to the on-failure queue. */
  retryAttempts: number;
  maxRecordAgeSeconds: number;
}

export type StreamConsumerTable = Record<string, StreamConsumerDefinition>;

export const defineStreamConsumers = <const T extends StreamConsumerTable>(consumers: T) => consumers;

const newEvents: StreamFilter = { eventName: ['INSERT'], newImage: { entity: ['event'] } };

/* Each its own mapping, so a slow webhook endpoint (up to 10 s) never holds up a live update, which must reach the browser within 2 s. */
export const streamConsumerTable = defineStreamConsumers({
  deliverWebhooks: {
    summary: "Hands each new event to its customer's webhook endpoints: a delivery per endpoint, tried at once",
    filter: newEvents,
    batchSize: 25,
    // An endpoint hears of a change as soon as it happened.
    batchingWindowSeconds: 0,
    // Deliveries retry in the table; the stream only retries handing an event over, which fails when the table does.
    retryAttempts: 5,
    maxRecordAgeSeconds: 60 * 60,
  },
  pushLiveUpdates: {
    summary: "Pushes each new event to its customer's live connections, and to administrators' when it changes the back office",
    filter: newEvents,
    batchSize: 100,
    // A live update must reach the browser within 2 s of its change.
    batchingWindowSeconds: 0,
    // A browser that missed one reads its screens again when it reconnects, so a failure is retried briefly and then let go.
    retryAttempts: 2,
    maxRecordAgeSeconds: 60,
  },
});

export type StreamConsumerName = keyof typeof streamConsumerTable;

/** The local stream reader applies it as Lambda would. */
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
