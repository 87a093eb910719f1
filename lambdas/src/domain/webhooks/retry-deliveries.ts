import { endpointOf, type WebhookEndpointRecord } from '../../data/entities/webhook-endpoint';
import { claimDelivery, dueDeliveries } from '../../data/entities/webhook-delivery';
import { attemptClaimed, CLAIM_MS, type AttemptResult } from './attempt';

/** A backlog is worked off over the next runs. */
const PER_RUN = 100;
const BATCH = 25;
/** So a run of slow receivers ends well within the job's minute. */
const RUN_BUDGET_MS = 30_000;

export type RetryReport = {
  attempted: number;
  delivered: number;
  retrying: number;
  failed: number;
  skipped: number;
};

/**
 * Each under a claim, so two runs never attempt one delivery twice; a claimed delivery leaves the due range, so
 * the next batch reads the ones after it.
 */
export async function retryDueDeliveries(now: number): Promise<RetryReport> {
  const report: RetryReport = { attempted: 0, delivered: 0, retrying: 0, failed: 0, skipped: 0 };
  const started = Date.now();
  const endpoints = new Map<string, Promise<WebhookEndpointRecord | null>>();
  const endpointOnce = (userId: string, webhookId: string) => {
    const key = `${userId}/${webhookId}`;
    if (!endpoints.has(key)) endpoints.set(key, endpointOf(userId, webhookId));
    return endpoints.get(key)!;
  };
  while (report.attempted + report.skipped < PER_RUN && Date.now() - started < RUN_BUDGET_MS) {
    const due = await dueDeliveries(now, BATCH);
    const results = await Promise.all(
      due.map(async (delivery): Promise<AttemptResult | 'skipped'> => {
        if (!(await claimDelivery(delivery, now, now + CLAIM_MS, { asDue: true }))) return 'skipped';
        return attemptClaimed({ ...delivery, attempts: delivery.attempts + 1 }, await endpointOnce(delivery.userId, delivery.webhookId), now);
      }),
    );
    for (const result of results) {
      if (result === 'skipped') report.skipped += 1;
      else {
        report.attempted += 1;
        if (result === 'delivered') report.delivered += 1;
        else if (result === 'failed') report.failed += 1;
        else if (result === 'retrying') report.retrying += 1;
      }
    }
    if (due.length < BATCH || results.every((result) => result === 'skipped')) break;
  }
  return report;
}
