import type * as AuthModule from './auth';
import { sessionSettings, updateSession } from './session-state';
import { readStoredSession, type SessionUser, type StoredSession } from './stored-session';

/*
 * Who is signed in, decided without Amplify whenever the browser's stored tokens can tell:
 * nobody (no tokens) or the tokens' owner (tokens still good). Amplify — the largest library of
 * the app — is loaded only when it is needed: to refresh expired tokens, to sign in, up or out,
 * and for an API call whose token is about to expire. Public pages seen by a visitor never load
 * it, nor this module: the state every page follows is lib/session-state.ts.
 */

type Auth = typeof AuthModule;

let readSequence = 0;
let auth: Promise<Auth> | null = null;

export function readStored(): StoredSession {
  const { userPoolClientId } = sessionSettings();
  try {
    return readStoredSession(window.localStorage, userPoolClientId, Date.now());
  } catch {
    // Storage can be unavailable (a locked-down browser); Amplify cannot keep a session there either.
    return { status: 'none' };
  }
}

/** Loads and configures Amplify the first time something needs it. */
export function loadAuth(): Promise<Auth> {
  auth ??= import('./auth')
    .then((module) => {
      module.configureAuth(sessionSettings().runtimeConfig);
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

/**
 * Reads the stored session as the app starts: at once when the tokens tell (their owner, or
 * nobody), so the first screen shows the right header; through Amplify's refresh otherwise, while
 * the session stays loading.
 */
export function resumeSession(): void {
  const stored = readStored();
  if (stored.status === 'needsRefresh') {
    void readSession();
    return;
  }
  readSequence += 1;
  updateSession(stored.status === 'valid' ? { status: 'signedIn', user: stored.user } : { status: 'signedOut' });
}
