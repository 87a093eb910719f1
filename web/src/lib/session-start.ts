import type * as SessionReader from './session';
import { holdsAnyStoredSession, holdsStoredSession, SESSION_KEY_PREFIX } from './session-keys';
import { setSessionSettings, updateSession, type SessionSettings } from './session-state';

/*
 * Starts the session every page follows (lib/session-state.ts). The stored tokens' reader
 * (lib/session.ts, with the token decoding) loads only when this browser holds a session: a
 * visitor who never signed in is signed out at once and never loads it.
 */

/** Another tab writes a session key by key; its changes are read once it is done. */
const STORAGE_SETTLE_MS = 50;

/** The stored tokens' reader, loaded the first time it is needed; nobody can be shown signed in if it cannot load. */
function withReader(read: (reader: typeof SessionReader) => unknown): Promise<void> {
  return import('./session')
    .then((reader) => {
      void read(reader);
    })
    .catch((error: unknown) => {
      // Offline: nobody can be shown as signed in, and a reload tries again.
      console.error('The session could not be read', error);
      updateSession({ status: 'signedOut' });
    });
}

let storedSessionRead: Promise<void> | null = null;

/**
 * Settles once the tokens this browser held at the start have been read (their owner, or nobody,
 * or a refresh under way); null when there were none. The first screen waits for it, as it waits
 * for its page's code, so that it never shows a signed-in visitor as signed out.
 */
export const pendingStoredSession = (): Promise<void> | null => storedSessionRead;

/** Whether this browser's storage holds what `holds` looks for; storage can be unavailable (a locked-down browser), and Amplify cannot keep a session there either. */
function storageHolds(holds: (storage: Storage) => boolean): boolean {
  try {
    return holds(window.localStorage);
  } catch {
    return false;
  }
}

const holdsSession = (clientId: string) => storageHolds((storage) => holdsStoredSession(storage, clientId));

/**
 * Whether this browser holds a session of any app client: known before the deployment's settings
 * name the client, for what the first screen loads (app/start-app.tsx).
 */
export const holdsAnySession = (): boolean => storageHolds(holdsAnyStoredSession);

/** Starts following the session; call once, before rendering. It is loading until the stored tokens have been read. */
export function startSession(settings: SessionSettings): void {
  setSessionSettings(settings);
  if (holdsSession(settings.userPoolClientId)) storedSessionRead = withReader((reader) => reader.resumeSession());
  else updateSession({ status: 'signedOut' });
  let settle: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !event.key.startsWith(SESSION_KEY_PREFIX)) return;
    clearTimeout(settle);
    settle = setTimeout(() => void withReader((reader) => reader.readSession()), STORAGE_SETTLE_MS);
  });
}
