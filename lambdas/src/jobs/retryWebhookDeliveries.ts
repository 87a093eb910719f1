import { retryDueDeliveries } from '../domain/webhooks/retry-deliveries';
import { createJob } from './create-job';

export const handler = createJob('retryWebhookDeliveries', ({ scheduledAt }) => retryDueDeliveries(scheduledAt.getTime()));
