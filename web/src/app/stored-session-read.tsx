import { use, type ReactNode } from 'react';
import { pendingStoredSession } from '../lib/session-start';

/**
 * Holds the first screen back, behind the same delayed spinner as its page's code, until the
 * session this browser held has been read (lib/session-start.ts): a signed-in visitor's first
 * screen shows their menu, never a Sign In that then changes. A visitor with no stored session
 * never waits.
 */
export function StoredSessionRead({ children }: { children: ReactNode }) {
  const pending = pendingStoredSession();
  if (pending) use(pending);
  return children;
}
