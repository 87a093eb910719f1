import type { WebhookList } from '@sandbank/shared/operations/webhooks';
import { conflict, invalidInput, notFound } from '@sandbank/shared/errors';
import { WEBHOOK_MAX_ENDPOINTS, type NewWebhookBody, type WebhookTypes, type WebhookWithSecret } from '@sandbank/shared/schemas/webhook';
import { ENDPOINT_COUNT_ITEM, endpointsOfUser, putNewEndpoint, removeEndpoint, replaceSecret, type WebhookEndpointRecord } from '../../data/entities/webhook-endpoint';
import { TransactionRejected, transactWrite } from '../../data/transact';
import { newId } from '../../lib/ids';
import type { Caller } from '../caller';
import { refusalOfEndpointUrl, urlRulesHere } from './endpoint-url';
import { newWebhookSecret } from './sign';
import { toWebhookView } from './webhook-views';

/** Never their secrets. */
export async function listMyWebhooks(caller: Caller): Promise<WebhookList> {
  return { items: (await endpointsOfUser(caller.userId)).map(toWebhookView) };
}

const distinctTypes = (types: WebhookTypes): WebhookTypes => (types[0] === '*' ? ['*'] : [...new Set(types as Exclude<WebhookTypes, ['*']>)]);

/**
 * The secret is shown here and on rotation only. A sixth endpoint is refused by the count's condition in the
 * same transaction, so two racing registrations cannot both win.
 */
export async function registerWebhook(caller: Caller, body: NewWebhookBody, now = Date.now()): Promise<WebhookWithSecret> {
  const refusal = await refusalOfEndpointUrl(body.url, urlRulesHere());
  if (refusal !== null) throw invalidInput(refusal, { 'body.url': refusal });
  const endpoint: WebhookEndpointRecord = {
    id: newId(now),
    userId: caller.userId,
    url: body.url,
    types: distinctTypes(body.types),
    secret: newWebhookSecret(),
    status: 'active',
    createdAt: new Date(now).toISOString(),
  };
  try {
    await transactWrite(putNewEndpoint(endpoint));
  } catch (error) {
    if (error instanceof TransactionRejected && error.failedCondition(ENDPOINT_COUNT_ITEM)) {
      throw conflict(`You can register at most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints: delete one before adding another`);
    }
    throw error;
  }
  return { ...toWebhookView(endpoint), secret: endpoint.secret };
}

/** Removes one of the caller's endpoints (404 for any other id); its pending deliveries are given up unsent. */
export async function deleteMyWebhook(caller: Caller, webhookId: string): Promise<{ deleted: true }> {
  try {
    await transactWrite(removeEndpoint(caller.userId, webhookId));
  } catch (error) {
    if (error instanceof TransactionRejected && error.failedCondition(0)) throw notFound('No such webhook');
    throw error;
  }
  return { deleted: true };
}

/** A new secret for one of the caller's endpoints, answered once; from now on every attempt signs with it. */
export async function rotateMyWebhookSecret(caller: Caller, webhookId: string): Promise<WebhookWithSecret> {
  const endpoint = await replaceSecret(caller.userId, webhookId, newWebhookSecret());
  if (!endpoint) throw notFound('No such webhook');
  return { ...toWebhookView(endpoint), secret: endpoint.secret };
}
