import { createHash, randomBytes } from 'node:crypto';
import { LIVE_TICKET_SECONDS, type LiveTicket } from '@sandbank/shared/operations/events';
import { putLiveTicket, redeemLiveTicket, type LiveTicketHolder } from '../../data/entities/live-ticket';

/*
 * A browser cannot set headers on a WebSocket, so what authorizes it goes into the URL, and URLs land in
 * CloudFront's and API Gateway's access logs: a ticket is stored only as its SHA-256, valid for seconds and used
 * up by its connection, so a logged one is spent.
 */

const TICKET_BYTES = 32;

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('base64url');

/** Never outlives the session. */
export async function issueLiveTicket(holder: LiveTicketHolder, now: number): Promise<LiveTicket> {
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
  const expiresAt = Math.min(Math.floor(now / 1000) + LIVE_TICKET_SECONDS, holder.sessionExpiresAt);
  await putLiveTicket(hashOf(ticket), holder, expiresAt);
  return { ticket, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

export async function useLiveTicket(ticket: string, now: number): Promise<LiveTicketHolder | null> {
  return redeemLiveTicket(hashOf(ticket), Math.floor(now / 1000));
}
