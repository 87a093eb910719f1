import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

/*
 * One JSON object per line, which CloudWatch Logs Insights reads field by field. Every function pays its load,
 * so `npm run bench:lambda` counts it in each function's floor.
 */

// Powertools ignores anything but a number from 0 to 1.
const sampleRate = process.env.LOG_SAMPLE_RATE ? Number(process.env.LOG_SAMPLE_RATE) : undefined;

export const logger = new Logger({ serviceName: 'sandbank-api', sampleRateValue: sampleRate });

export interface InvocationKeys {
  operationId?: string;
  job?: string;
  streamConsumer?: string;
  correlationId?: string;
}

/** A missing context leaves no earlier invocation's context behind. */
export function beginInvocationLog(context: Partial<Context> | undefined, { correlationId, ...keys }: InvocationKeys): void {
  logger.refreshSampleRateCalculation();
  logger.addContext({ ...context } as Context);
  // One append, one pass over the keys.
  logger.appendKeys(correlationId ? { correlation_id: correlationId, ...keys } : keys);
}

export function endInvocationLog(): void {
  logger.resetKeys();
}
