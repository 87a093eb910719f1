import * as z from 'zod/mini';
import { Cursor, Limit, page } from '../../schemas/common';
import { BankEvent, EVENT_RETENTION_DAYS, EventType } from '../../schemas/event';
import { defineOperations } from '../operation';

export const EventPage = page(BankEvent);
export type EventPage = z.infer<typeof EventPage>;

export const ListEventsQuery = z.strictObject({
  type: z.optional(EventType),
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 20),
});

/** What happened in the caller's bank: every state change they can see, as an event. */
export const eventOperations = defineOperations({
  listMyEvents: {
    method: 'GET',
    path: '/api/events',
    access: 'customer',
    summary: `The caller's events of the last ${EVENT_RETENTION_DAYS} days, newest first, optionally of one type`,
    query: ListEventsQuery,
    response: EventPage,
  },
});
