import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { getSession, subscribeToSession, type SessionState } from './session-state';
import type { SessionUser } from './stored-session';

const SessionContext = createContext<SessionState | null>(null);

/**
 * Shares the session (lib/session-state.ts) with the pages. Changes are rendered as transitions: when
 * signing in shows a page whose code is still loading, the current screen stays until it is there.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(getSession);
  useEffect(() => {
    const stop = subscribeToSession(() => startTransition(() => setSession(getSession())));
    // A change between the first render and this subscription is not lost.
    setSession(getSession());
    return stop;
  }, []);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The signed-in user; only for components rendered behind the protected-route guard. */
export function useSignedInUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useSignedInUser needs a signed-in session');
  return session.user;
}
