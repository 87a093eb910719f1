import { connectionsOfUser, putLiveConnection, removeLiveConnection } from '../../data/entities/live-connection';
import type { Caller } from '../caller';
import { useLiveTicket } from './tickets';

/*
 * The authorizer uses the ticket up when the connection opens and hands its routes what the ticket held; an
 * administrator's connection is also recorded where back-office events find it.
 */

export interface LiveIdentity {
  userId: string;
  /** Its owner was an administrator of a code sign-in when the ticket was issued. */
  isAdmin: boolean;
  sessionExpiresAt: number;
}

export type LiveAuthorization = { allowed: true; identity: LiveIdentity } | { allowed: false; reason: string };

export async function authorizeLiveConnection(ticket: string | undefined, now: number): Promise<LiveAuthorization> {
  if (!ticket) return { allowed: false, reason: 'no ticket' };
  const holder = await useLiveTicket(ticket, now);
  if (!holder) return { allowed: false, reason: 'unknown, used or lapsed ticket' };
  return { allowed: true, identity: { userId: holder.userId, isAdmin: holder.admin, sessionExpiresAt: holder.sessionExpiresAt } };
}

export async function openLiveConnection(identity: LiveIdentity, connectionId: string): Promise<void> {
  await putLiveConnection({ userId: identity.userId, connectionId, admin: identity.isAdmin, sessionExpiresAt: identity.sessionExpiresAt });
}

export async function closeLiveConnection(identity: Pick<LiveIdentity, 'userId'>, connectionId: string): Promise<void> {
  await removeLiveConnection(identity.userId, connectionId);
}

/** API Gateway closes a connection that hears nothing for 10 minutes, so forgetting them is enough. */
export async function endLiveConnectionsOf(caller: Caller): Promise<{ ended: number }> {
  const connections = await connectionsOfUser(caller.userId);
  await Promise.all(connections.map(({ connectionId }) => removeLiveConnection(caller.userId, connectionId)));
  return { ended: connections.length };
}
