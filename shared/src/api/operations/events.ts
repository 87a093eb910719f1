import * as z from 'zod/mini';
import { Cursor, IsoDateTime, Limit, page } from '../../schemas/common';
import { BankEvent, EVENT_RETENTION_DAYS, EventType } from '../../schemas/event';
import { defineOperations } from '../operation';

export const EventPage = page(BankEvent);
export type EventPage = z.infer<typeof EventPage>;

export const ListEventsQuery = z.strictObject({
  type: z.optional(EventType),
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 20),
});

/** How long a live connection's ticket can open one, at most (less when the session ends sooner). */
export const LIVE_TICKET_SECONDS = 30;

/**
 * What opens one live connection, once: `wss://<site>/ws?ticket=<ticket>`. The browser's access
 * token never goes into the WebSocket's URL (which lands in access logs); the ticket it asked for
 * with that token does, and is used up by the connection it opens.
 */
export const LiveTicket = z.object({ ticket: z.string(), expiresAt: IsoDateTime });
export type LiveTicket = z.infer<typeof LiveTicket>;

export const LiveConnectionsEnded = z.object({
  /** How many of the caller's live connections were forgotten. */
  ended: z.int(),
});

/** What happened in the caller's bank: every state change they can see, as an event, listed or pushed live. */
export const eventOperations = defineOperations({
  listMyEvents: {
    method: 'GET',
    path: '/api/events',
    access: 'customer',
    summary: `The caller's events of the last ${EVENT_RETENTION_DAYS} days, newest first, optionally of one type`,
    query: ListEventsQuery,
    response: EventPage,
  },
  createLiveTicket: {
    method: 'POST',
    path: '/api/live/tickets',
    access: 'customer',
    summary: `A one-time ticket that opens one live connection (wss://<site>/ws?ticket=…) within ${LIVE_TICKET_SECONDS} s; the back office's events only for an administrator who signed in with an authenticator code`,
    response: LiveTicket,
    successStatus: 201,
    // As many as the WebSocket API's stage lets connect: every (re)connection asks for one.
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  endMyLiveConnections: {
    method: 'DELETE',
    path: '/api/live/connections',
    access: 'customer',
    summary: "Forgets every live connection of the caller, in every browser: nothing more is pushed to any of them (Sign Out asks for it)",
    response: LiveConnectionsEnded,
  },
});
