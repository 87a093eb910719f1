import type { webhookOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';
import { noAccess } from './access';

/** The caller's webhook endpoints and their deliveries (lambdas/src/domain/webhooks/). */
export const webhookGrants = {
  createWebhook: noAccess,
  listMyWebhooks: noAccess,
  deleteWebhook: noAccess,
  rotateWebhookSecret: noAccess,
  testWebhook: noAccess,
  listWebhookDeliveries: noAccess,
  resendWebhookDelivery: noAccess,
} as const satisfies AreaGrants<typeof webhookOperations>;
