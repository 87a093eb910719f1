import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

/*
 * Structured logs through Powertools' Logger: one JSON object per line, which CloudWatch Logs (and
 * Logs Insights) read field by field — `level`, `message`, `timestamp`, `service`, the invocation's
 * context (`cold_start`, `function_name`, `function_request_id`: the Lambda request id), its
 * `correlation_id` and the keys the wrappers append (operationId, job, streamConsumer, userId,
 * idempotencyKey), then the line's own fields. Errors become name, location, message and stack.
 *
 * LOG_LEVEL (the function's settings) is read when the module loads; SILENT writes nothing.
 * LOG_SAMPLE_RATE, when set, is the share of invocations (0–1) logged at DEBUG whatever the level.
 * Every function pays its load, so `npm run bench:lambda` counts it in each function's floor, as it
 * counts the SDK clients.
 */

// Unset, or not a number from 0 to 1 (which Powertools ignores): no invocation is sampled.
const sampleRate = process.env.LOG_SAMPLE_RATE ? Number(process.env.LOG_SAMPLE_RATE) : undefined;

export const logger = new Logger({ serviceName: 'sandbank-api', sampleRateValue: sampleRate });

/**
 * What one invocation's lines carry besides the function's context: the operation, the job or the
 * stream consumer, and the id that ties them to the caller's request (API Gateway's request id, a
 * schedule's event id, a stream consumer's invocation).
 */
export interface InvocationKeys {
  operationId?: string;
  job?: string;
  /** A consumer of the table's stream (lambdas/src/streams/stream-table.ts). */
  streamConsumer?: string;
  correlationId?: string;
}

/**
 * Starts an invocation's log context: the Lambda context (cold start, function name, request id),
 * a fresh sampling decision and `keys`, until `endInvocationLog`. A missing context (a handler
 * called directly) leaves no earlier invocation's context behind.
 */
export function beginInvocationLog(context: Partial<Context> | undefined, { correlationId, ...keys }: InvocationKeys): void {
  logger.refreshSampleRateCalculation();
  logger.addContext({ ...context } as Context);
  // The correlation id is a key like the others (what setCorrelationId appends): one append, one pass over them.
  logger.appendKeys(correlationId ? { correlation_id: correlationId, ...keys } : keys);
}

/** Drops every key the invocation appended (its context is replaced by the next one's). */
export function endInvocationLog(): void {
  logger.resetKeys();
}
