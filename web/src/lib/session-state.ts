import type { SessionUser } from './stored-session';

/*
 * Who is signed in, as every page's header and guards see it: the state and its listeners, part
 * of every page's first download. lib/session-start.ts starts it; lib/session.ts reads the stored
 * tokens into it, and loads only when this browser holds a session.
 */

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

export interface SessionSettings {
  /** The Cognito app client whose stored tokens are this app's. */
  userPoolClientId: string;
  /** The whole `/config.json`, for configuring Amplify when it loads. */
  runtimeConfig: unknown;
}

let settings: SessionSettings | null = null;
let current: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

export function sessionSettings(): SessionSettings {
  if (!settings) throw new Error('startSession has not been called');
  return settings;
}

/** Only lib/session-start.ts calls it, once, before anything reads the session. */
export function setSessionSettings(next: SessionSettings): void {
  settings = next;
}

// Whether a user is a test customer never changes: the toolkit creates them as one.
const sameState = (a: SessionState, b: SessionState) =>
  a.status === b.status &&
  (a.status !== 'signedIn' ||
    (b.status === 'signedIn' && a.user.userId === b.user.userId && a.user.email === b.user.email && a.user.isAdmin === b.user.isAdmin &&
      a.user.signedInWithMfa === b.user.signedInWithMfa));

/** Sets the session; lib/session-start.ts and lib/session.ts do, reading the stored tokens, and lib/auth-actions.ts, signing out. */
export function updateSession(next: SessionState): void {
  if (sameState(current, next)) return;
  const previous = current;
  current = next;
  // Whatever was cached for one person must not be shown to the next one in this browser.
  const ended = previous.status === 'signedIn' && (next.status !== 'signedIn' || next.user.userId !== previous.user.userId);
  if (ended || next.status === 'signedOut') endListeners.forEach((listener) => listener());
  listeners.forEach((listener) => listener());
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
