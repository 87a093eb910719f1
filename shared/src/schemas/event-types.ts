/*
 * The event types as plain data, without the schema library: a public page (the developers page
 * lists them) imports this alone, where event.ts would bring zod along. event.ts re-exports it,
 * so there is still one list.
 */

/** Every event type the bank writes, one list for the domain, the API, webhooks and the web app. */
export const EVENT_TYPES = [
  'entry.posted',
  'entry.settled',
  'wire.requested',
  'wire.confirmed',
  'wire.approved',
  'wire.rejected',
  'wire.expired',
  'check.deposited',
  'check.approved',
  'check.rejected',
  'locker.stored',
  'locker.approved',
  'locker.rejected',
  'locker.deleted',
  'profile.updated',
] as const;

/** Sent to one webhook endpoint alone by `POST /api/webhooks/{id}/test`; never stored or listed. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';
