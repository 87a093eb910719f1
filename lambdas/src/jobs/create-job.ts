import type { Context, ScheduledEvent } from 'aws-lambda';
import { beginInvocationLog, endInvocationLog, logger } from '../lib/logger';

export interface JobRun {
  /** EventBridge's `time`: the moment "now" means for this run. */
  scheduledAt: Date;
}

export type JobReport = Record<string, number | string | boolean>;

export type JobHandler = (event: ScheduledEvent, context?: Partial<Context>) => Promise<JobReport>;

/** A failure is thrown again so the schedule's retry policy applies, which is why every job must be idempotent. */
export function createJob(name: string, run: (job: JobRun) => Promise<JobReport>): JobHandler {
  return async (event, context) => {
    const started = Date.now();
    beginInvocationLog(context, { job: name, correlationId: event.id });
    try {
      const scheduledAt = event.time ? new Date(event.time) : new Date();
      const report = await run({ scheduledAt: Number.isNaN(scheduledAt.getTime()) ? new Date() : scheduledAt });
      logger.info('Job finished', { report, durationMs: Date.now() - started });
      return report;
    } catch (error) {
      logger.error('Job failed', { durationMs: Date.now() - started, error });
      throw error;
    } finally {
      endInvocationLog();
    }
  };
}
