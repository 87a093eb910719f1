import * as z from 'zod/mini';
import { Id, IsoDateTime } from './common';

/*
 * Events: every state change a customer can see, written in the same transaction as the change
 * (no change without its event, no event without its change). The bank lists them
 * (GET /api/events), delivers them to the customer's webhooks and pushes them to live
 * connections; a webhook body and a live message are the same JSON: `BankEvent`.
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
export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

/** Sent to one webhook endpoint alone by `POST /api/webhooks/{id}/test`; never stored or listed. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/**
 * The events administrators' live connections receive too: those that change a back-office queue
 * or the overview (a request reaching or leaving a queue, money moving).
 */
export const BACK_OFFICE_EVENT_TYPES: readonly EventType[] = [
  'entry.posted',
  'entry.settled',
  'wire.confirmed',
  'wire.approved',
  'wire.rejected',
  'check.deposited',
  'check.approved',
  'check.rejected',
  'locker.stored',
  'locker.approved',
  'locker.rejected',
  'locker.deleted',
];

/** How long the bank keeps an event (TTL), and how far back GET /api/events reaches. */
export const EVENT_RETENTION_DAYS = 30;

/** One event, as listed, delivered to a webhook and pushed live. `data` is the record as its listing shows it. */
export const BankEvent = z.object({
  id: Id,
  type: z.union([EventType, z.literal(WEBHOOK_TEST_EVENT_TYPE)]),
  createdAt: IsoDateTime,
  data: z.record(z.string(), z.unknown()),
});
export type BankEvent = z.infer<typeof BankEvent>;
