import { connectionsOfUser, putLiveConnection, removeLiveConnection } from '../../data/entities/live-connection';
import type { Caller } from '../caller';
import { useLiveTicket } from './tickets';

/*
 * Live connections: a signed-in browser asks for a one-time ticket (tickets.ts) and opens a
 * WebSocket with it (`wss://<site>/ws?ticket=…`). The API's authorizer uses the ticket up when the
 * connection opens and hands the routes of that connection what the ticket held — whose it is,
 * whether it receives the back office's events, when its session ends; the connection is recorded
 * in that person's partition, and an administrator's also where back-office events find it.
 */

/** Whose a connection is, as its ticket said. */
export interface LiveIdentity {
  userId: string;
  /** It receives the back office's events: its owner was an administrator of a code sign-in when the ticket was issued. */
  isAdmin: boolean;
  /** When the session the ticket was asked for with ends (epoch seconds). */
  sessionExpiresAt: number;
}

export type LiveAuthorization = { allowed: true; identity: LiveIdentity } | { allowed: false; reason: string };

/** Whether a ticket may open a live connection at `now` (ms), and whose the connection is then. */
export async function authorizeLiveConnection(ticket: string | undefined, now: number): Promise<LiveAuthorization> {
  if (!ticket) return { allowed: false, reason: 'no ticket' };
  const holder = await useLiveTicket(ticket, now);
  if (!holder) return { allowed: false, reason: 'unknown, used or lapsed ticket' };
  return { allowed: true, identity: { userId: holder.userId, isAdmin: holder.admin, sessionExpiresAt: holder.sessionExpiresAt } };
}

/** Records an opened connection, so that pushes find it. */
export async function openLiveConnection(identity: LiveIdentity, connectionId: string): Promise<void> {
  await putLiveConnection({ userId: identity.userId, connectionId, admin: identity.isAdmin, sessionExpiresAt: identity.sessionExpiresAt });
}

/** Forgets a closed connection. */
export async function closeLiveConnection(identity: Pick<LiveIdentity, 'userId'>, connectionId: string): Promise<void> {
  await removeLiveConnection(identity.userId, connectionId);
}

/**
 * Forgets every live connection of the caller, in every browser (their Sign Out): pushes find
 * them no more, so nothing more is sent to any of them, whoever holds it; API Gateway closes a
 * connection that hears nothing for 10 minutes.
 */
export async function endLiveConnectionsOf(caller: Caller): Promise<{ ended: number }> {
  const connections = await connectionsOfUser(caller.userId);
  await Promise.all(connections.map(({ connectionId }) => removeLiveConnection(caller.userId, connectionId)));
  return { ended: connections.length };
}
