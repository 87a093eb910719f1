import { createHash, randomBytes } from 'node:crypto';
import { LIVE_TICKET_SECONDS, type LiveTicket } from '@sandbank/shared/operations/events';
import { putLiveTicket, redeemLiveTicket, type LiveTicketHolder } from '../../data/entities/live-ticket';

/*
 * A live connection opens with a ticket, not with the access token: a browser cannot set headers
 * on a WebSocket, so what authorizes it goes into the URL, and URLs land in CloudFront's and API
 * Gateway's access logs. A ticket is 32 random bytes, asked for with the access token (POST
 * /api/live/tickets), stored only as its SHA-256, valid for seconds and used up by the connection
 * it opens: a logged one is spent.
 */

const TICKET_BYTES = 32;

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('base64url');

/**
 * A new ticket for the connection `holder` describes, valid LIVE_TICKET_SECONDS from `now` (ms) —
 * or until the session ends, if that is sooner.
 */
export async function issueLiveTicket(holder: LiveTicketHolder, now: number): Promise<LiveTicket> {
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
  const expiresAt = Math.min(Math.floor(now / 1000) + LIVE_TICKET_SECONDS, holder.sessionExpiresAt);
  await putLiveTicket(hashOf(ticket), holder, expiresAt);
  return { ticket, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** What a ticket held, once: null for one that is unknown, used or lapsed at `now` (ms). */
export async function useLiveTicket(ticket: string, now: number): Promise<LiveTicketHolder | null> {
  return redeemLiveTicket(hashOf(ticket), Math.floor(now / 1000));
}
