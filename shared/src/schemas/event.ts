import * as z from 'zod/mini';
import { Id, IsoDateTime } from './common';
import { EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE } from './event-types';

/*
 * Events: every state change a customer can see, written in the same transaction as the change
 * (no change without its event, no event without its change). The bank lists them
 * (GET /api/events), delivers them to the customer's webhooks and pushes them to live
 * connections; a webhook body and a live message are the same JSON: `BankEvent`.
 */

/** The list of event types and the test event's type live in event-types.ts, which a page may import without zod. */
export { EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE } from './event-types';
export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

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
