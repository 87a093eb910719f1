import { api } from './api-client';
import { signOut } from './auth-actions';

/**
 * Sign Out as the person asks for it: first the server forgets their live connections, in every
 * browser, so nothing more is pushed to any of them — Cognito's sign-out cannot tell the server,
 * and an administrator's connection hears every customer's back-office events — then every session
 * ends (auth-actions.ts `signOut`). The first step is best effort: a session the API no longer
 * accepts signs out all the same. Its token is sent as it is: renewing one about to expire could
 * end the session here first (the pool renews no enrolled administrator's), and the sign-out
 * everywhere that follows — the one after an enrolment among them — needs the session.
 */
export async function signOutAndEndLiveConnections(): Promise<void> {
  await api('endMyLiveConnections', { tokenAsStored: true }).catch(() => undefined);
  await signOut();
}
