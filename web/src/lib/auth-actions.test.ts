import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSessionHere, signIn, signOut } from './auth-actions';
import { noteSessionEnded, sessionRecentlyEnded } from './auth-notice';

/* When the sign-in page may say the session ended (auth-notice.ts): never after the person's own Sign Out. */

const session = vi.hoisted(() => ({ status: 'signedIn' as 'signedIn' | 'signedOut' }));

const auth = vi.hoisted(() => ({
  signInWithPassword: vi.fn(async () => 'signedIn' as const),
  signOutEverywhere: vi.fn(async () => undefined),
  signOutOfThisBrowser: vi.fn(async () => undefined),
}));

vi.mock('./session', () => ({
  loadAuth: async () => auth,
  readSession: vi.fn(async () => undefined),
  readStored: () => ({ status: 'none' }),
}));

vi.mock('./session-state', () => ({
  updateSession: vi.fn(),
  getSession: () => ({ status: session.status }),
}));

let items: Map<string, string>;

beforeEach(() => {
  session.status = 'signedIn';
  items = new Map();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
});

describe('the notice that a session ended', () => {
  it('is noted when the API no longer accepts the session', async () => {
    await endSessionHere();
    expect(sessionRecentlyEnded()).toBe(true);
  });

  it('is not noted for a call refused after the person signed out here (it left while the session was still on)', async () => {
    session.status = 'signedOut';
    await endSessionHere();
    expect(sessionRecentlyEnded()).toBe(false);
  });

  it('is forgotten on signing in again, and on signing out, even if a call is refused meanwhile', async () => {
    noteSessionEnded();
    await signIn('ada@example.com', 'long enough');
    expect(sessionRecentlyEnded()).toBe(false);

    auth.signOutEverywhere.mockImplementationOnce(async () => {
      await endSessionHere();
    });
    await signOut();
    expect(sessionRecentlyEnded()).toBe(false);
  });
});
