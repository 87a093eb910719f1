import type * as AuthModule from './auth';
import { readStoredSession, SESSION_KEY_PREFIX, type SessionUser, type StoredSession } from './stored-session';

/*
 * Who is signed in, decided without Amplify whenever the browser's stored tokens can tell:
 * nobody (no tokens) or the tokens' owner (tokens still good). Amplify — the largest library of
 * the app — is loaded only when it is needed: to refresh expired tokens, to sign in, up or out,
 * and for an API call whose token is about to expire. Public pages seen by a visitor never load it.
 */

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

type Auth = typeof AuthModule;

export interface SessionSettings {
  /** The Cognito app client whose stored tokens are this app's. */
  userPoolClientId: string;
  /** The whole `/config.json`, for configuring Amplify when it loads. */
  runtimeConfig: unknown;
}

/** Another tab writes a session key by key; its changes are read once it is done. */
const STORAGE_SETTLE_MS = 50;

let settings: SessionSettings | null = null;
let current: SessionState = { status: 'loading' };
let readSequence = 0;
let auth: Promise<Auth> | null = null;
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

export function readStored(): StoredSession {
  if (!settings) throw new Error('startSession has not been called');
  try {
    return readStoredSession(window.localStorage, settings.userPoolClientId, Date.now());
  } catch {
    // Storage can be unavailable (a locked-down browser); Amplify cannot keep a session there either.
    return { status: 'none' };
  }
}

// Whether a user is a test customer never changes: the toolkit creates them as one.
const sameState = (a: SessionState, b: SessionState) =>
  a.status === b.status &&
  (a.status !== 'signedIn' ||
    (b.status === 'signedIn' && a.user.userId === b.user.userId && a.user.email === b.user.email && a.user.isAdmin === b.user.isAdmin &&
      a.user.signedInWithMfa === b.user.signedInWithMfa));

/** Sets the session; only lib/auth-actions.ts does so from outside (signing out). */
export function updateSession(next: SessionState): void {
  if (sameState(current, next)) return;
  const previous = current;
  current = next;
  // Whatever was cached for one person must not be shown to the next one in this browser.
  const ended = previous.status === 'signedIn' && (next.status !== 'signedIn' || next.user.userId !== previous.user.userId);
  if (ended || next.status === 'signedOut') endListeners.forEach((listener) => listener());
  listeners.forEach((listener) => listener());
}

/** Loads and configures Amplify the first time something needs it. */
export function loadAuth(): Promise<Auth> {
  auth ??= import('./auth')
    .then((module) => {
      if (!settings) throw new Error('startSession has not been called');
      module.configureAuth(settings.runtimeConfig);
      module.listenForSessionChanges(() => void readSession());
      return module;
    })
    .catch((error: unknown) => {
      auth = null;
      throw error;
    });
  return auth;
}

async function resolveUser(): Promise<SessionUser | null> {
  const stored = readStored();
  if (stored.status === 'valid') return stored.user;
  if (stored.status === 'none') return null;
  try {
    return await (await loadAuth()).readSessionUser();
  } catch (error) {
    console.error('The session could not be refreshed', error);
    return null;
  }
}

/** Reads the session again (after sign-in, a refresh, another tab's change); the latest read wins. */
export async function readSession(): Promise<void> {
  const sequence = ++readSequence;
  const user = await resolveUser();
  if (sequence === readSequence) updateSession(user ? { status: 'signedIn', user } : { status: 'signedOut' });
}

/** Reads the stored session; call once, before rendering. */
export function startSession(next: SessionSettings): void {
  settings = next;
  const stored = readStored();
  current =
    stored.status === 'valid' ? { status: 'signedIn', user: stored.user } : stored.status === 'none' ? { status: 'signedOut' } : { status: 'loading' };
  if (current.status === 'loading') void readSession();
  let settle: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !event.key.startsWith(SESSION_KEY_PREFIX)) return;
    clearTimeout(settle);
    settle = setTimeout(() => void readSession(), STORAGE_SETTLE_MS);
  });
}

export const getSession = (): SessionState => current;

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` whenever a signed-in person's session ends in this browser (sign-out, expiry, another user). */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

