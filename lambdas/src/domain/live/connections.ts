import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { checkAccessToken } from '../../data/access-tokens';
import { putLiveConnection, removeLiveConnection } from '../../data/entities/live-connection';

/*
 * Live connections: a signed-in browser opens a WebSocket with its access token
 * (`wss://<site>/ws?token=…`). The API's authorizer checks the token once, when the connection
 * opens, and hands the routes of that connection who it belongs to; the connection is recorded in
 * that person's partition, and an administrator's also where back-office events find it.
 */

/** Whose a connection is, as the authorizer established it. */
export interface LiveIdentity {
  userId: string;
  isAdmin: boolean;
}

export type LiveAuthorization = { allowed: true; identity: LiveIdentity } | { allowed: false; reason: string };

/** Whether an access token may open a live connection, and whose it is then. */
export async function authorizeLiveConnection(token: string | undefined): Promise<LiveAuthorization> {
  if (!token) return { allowed: false, reason: 'no token' };
  const check = await checkAccessToken(token);
  if (!check.valid) return { allowed: false, reason: check.reason };
  const { userId, groups, signedInWithMfa } = check.holder;
  // The back office's events go to administrators whose session could read the back office:
  // signed in with an authenticator code, as its operations require.
  return { allowed: true, identity: { userId, isAdmin: groups.includes(ADMIN_GROUP) && signedInWithMfa } };
}

/** Records an opened connection, so that pushes find it. */
export async function openLiveConnection(identity: LiveIdentity, connectionId: string): Promise<void> {
  await putLiveConnection({ userId: identity.userId, connectionId, admin: identity.isAdmin });
}

/** Forgets a closed connection. */
export async function closeLiveConnection(identity: LiveIdentity, connectionId: string): Promise<void> {
  await removeLiveConnection(identity.userId, connectionId);
}
