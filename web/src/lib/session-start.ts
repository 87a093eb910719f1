import { holdsStoredSession, SESSION_KEY_PREFIX } from './session-keys';
import { setSessionSettings, updateSession, type SessionSettings } from './session-state';

/*
 * Starts the session every page follows (lib/session-state.ts). The stored tokens' reader
 * (lib/session.ts, with the token decoding) loads only when this browser holds a session: a
 * visitor who never signed in is signed out at once and never loads it.
 */

/** Another tab writes a session key by key; its changes are read once it is done. */
const STORAGE_SETTLE_MS = 50;

/** Reads the stored tokens again, loading their reader the first time. */
function readStoredTokens(): void {
  import('./session')
    .then((session) => session.readSession())
    .catch((error: unknown) => {
      // The reader could not load (offline): nobody can be shown as signed in, and a reload tries again.
      console.error('The session could not be read', error);
      updateSession({ status: 'signedOut' });
    });
}

function holdsSession(clientId: string): boolean {
  try {
    return holdsStoredSession(window.localStorage, clientId);
  } catch {
    // Storage can be unavailable (a locked-down browser); Amplify cannot keep a session there either.
    return false;
  }
}

/** Starts following the session; call once, before rendering. It is loading until the stored tokens are read. */
export function startSession(settings: SessionSettings): void {
  setSessionSettings(settings);
  if (holdsSession(settings.userPoolClientId)) readStoredTokens();
  else updateSession({ status: 'signedOut' });
  let settle: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !event.key.startsWith(SESSION_KEY_PREFIX)) return;
    clearTimeout(settle);
    settle = setTimeout(readStoredTokens, STORAGE_SETTLE_MS);
  });
}
