import { api } from './api-client';
import { signOut } from './auth-actions';

/**
 * Sign Out as the person asks for it: first the server forgets their live connections, in every
 * browser, so nothing more is pushed to any of them — Cognito's sign-out cannot tell the server,
 * and an administrator's connection hears every customer's back-office events — then every session
 * ends (auth-actions.ts `signOut`). The first step is best effort: a session the API no longer
 * accepts signs out all the same.
 */
export async function signOutAndEndLiveConnections(): Promise<void> {
  await api('endMyLiveConnections').catch(() => undefined);
  await signOut();
}
