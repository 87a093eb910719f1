import { useQueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  confirmSignUpCode,
  readSessionUser,
  resendConfirmationCode,
  signInWithPassword,
  signOutOfThisBrowser,
  signUpWithPassword,
  type SessionUser,
  type SignInOutcome,
  type SignUpDetails,
} from '../../../lib/auth';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser };

export interface SessionValue {
  session: SessionState;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  signUp(details: SignUpDetails): Promise<{ needsConfirmation: boolean }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendCode(email: string): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Auth events after which the session has to be read again. */
const SESSION_EVENTS = new Set(['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure']);

/** Holds who is signed in, kept in step with Amplify's auth events (also from other tabs). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<SessionState>({ status: 'loading' });

  const apply = useCallback(
    (user: SessionUser | null) => {
      setSession(user ? { status: 'signedIn', user } : { status: 'signedOut' });
      // Another person may sign in next in this browser: drop everything cached for this one.
      if (!user) queryClient.clear();
    },
    [queryClient],
  );

  const reload = useCallback(async () => apply(await readSessionUser()), [apply]);

  useEffect(() => {
    let active = true;
    const load = () => {
      void readSessionUser().then((user) => {
        if (active) apply(user);
      });
    };
    load();
    const stopListening = Hub.listen('auth', ({ payload }) => {
      if (SESSION_EVENTS.has(payload.event)) load();
    });
    return () => {
      active = false;
      stopListening();
    };
  }, [apply]);

  const value = useMemo<SessionValue>(
    () => ({
      session,
      async signIn(email, password) {
        const outcome = await signInWithPassword(email, password);
        if (outcome === 'signedIn') await reload();
        return outcome;
      },
      signUp: signUpWithPassword,
      confirmSignUp: confirmSignUpCode,
      resendCode: resendConfirmationCode,
      async signOut() {
        try {
          await signOutOfThisBrowser();
        } finally {
          queryClient.clear();
          setSession({ status: 'signedOut' });
        }
      },
    }),
    [session, reload, queryClient],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in user; only for components rendered behind the protected-route guard. */
export function useSignedInUser(): SessionUser {
  const { session } = useSession();
  if (session.status !== 'signedIn') throw new Error('useSignedInUser needs a signed-in session');
  return session.user;
}
