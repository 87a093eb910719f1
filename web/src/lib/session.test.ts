import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsignedToken } from '../test/unsigned-token';
import { startStoredSession, stubStoredSessionWindow } from '../test/stored-session-window';
import type { SessionUser } from './stored-session';

/*
 * The session is decided from the stored tokens alone whenever they can tell, and the auth
 * library (./auth, Amplify) is loaded only when they cannot: loading it configures it, which
 * these tests watch.
 */

const authModule = vi.hoisted(() => ({
  configureAuth: vi.fn(),
  readSessionUser: vi.fn<() => Promise<SessionUser | null>>(async () => null),
  getAccessToken: vi.fn(async (_options?: { forceRefresh?: boolean }) => 'refreshed-token'),
  signOutEverywhere: vi.fn(async () => undefined),
  signOutOfThisBrowser: vi.fn(async () => undefined),
}));

vi.mock('./auth', () => ({
  configureAuth: authModule.configureAuth,
  listenForSessionChanges: vi.fn(() => () => undefined),
  readSessionUser: authModule.readSessionUser,
  getAccessToken: authModule.getAccessToken,
  signOutEverywhere: authModule.signOutEverywhere,
  signOutOfThisBrowser: authModule.signOutOfThisBrowser,
}));

const clientId = 'client-1';
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

function storeTokens(items: Map<string, string>, accessExpiresIn: number) {
  const prefix = `CognitoIdentityServiceProvider.${clientId}.`;
  items.set(`${prefix}LastAuthUser`, 'user-1');
  items.set(`${prefix}user-1.accessToken`, unsignedToken({ sub: 'sub-1', exp: inSeconds(accessExpiresIn) }));
  items.set(`${prefix}user-1.idToken`, unsignedToken({ sub: 'sub-1', email: 'ada@example.com', exp: inSeconds(accessExpiresIn) }));
  items.set(`${prefix}user-1.refreshToken`, 'refresh-token');
}

let items: Map<string, string>;

beforeEach(() => {
  vi.resetModules();
  ({ items } = stubStoredSessionWindow());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const startWith = () => startStoredSession(clientId);

const settled = async (session: { getSession: () => { status: string } }) => {
  await vi.waitFor(() => expect(session.getSession().status).not.toBe('loading'));
  return session.getSession();
};

describe('the session', () => {
  it('is signed out at once, without the auth library, when nothing is stored', async () => {
    const session = await startWith();
    expect(session.getSession()).toEqual({ status: 'signedOut' });
    expect(authModule.configureAuth).not.toHaveBeenCalled();
  });

  it('is signed in, without the auth library, with tokens that are still good', async () => {
    storeTokens(items, 3600);
    const session = await startWith();
    expect(await settled(session)).toEqual({ status: 'signedIn', user: { userId: 'sub-1', email: 'ada@example.com', isAdmin: false, isTestCustomer: false, signedInWithMfa: false } });
    const { getAccessToken } = await import('./auth-actions');
    expect(await getAccessToken()).toBe(items.get(`CognitoIdentityServiceProvider.${clientId}.user-1.accessToken`));
    expect(authModule.configureAuth).not.toHaveBeenCalled();
  });

  it('is decided from good tokens by the time the first screen stops waiting', async () => {
    storeTokens(items, 3600);
    const session = await startWith();
    await (await import('./session-start')).pendingStoredSession();
    expect(session.getSession().status).toBe('signedIn');
  });

  it('loads while the auth library refreshes expired tokens, then follows its answer', async () => {
    storeTokens(items, -60);
    authModule.readSessionUser.mockResolvedValueOnce({ userId: 'sub-1', email: 'ada@example.com', isAdmin: true, isTestCustomer: false, signedInWithMfa: true });
    const session = await startWith();
    expect(session.getSession()).toEqual({ status: 'loading' });
    expect(await settled(session)).toMatchObject({ status: 'signedIn' });
    expect(authModule.configureAuth).toHaveBeenCalledOnce();
  });

  it('has the auth library refresh a token that is about to expire, though it has not yet', async () => {
    storeTokens(items, 30);
    await settled(await startWith());
    const { getAccessToken } = await import('./auth-actions');
    expect(await getAccessToken()).toBe('refreshed-token');
    expect(authModule.configureAuth).toHaveBeenCalledOnce();
    // Amplify refreshes on its own only within seconds of expiry; half a minute left is forced.
    expect(authModule.getAccessToken).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('sends a token about to expire as it is when asked to (a call made as the session ends), and renews nothing', async () => {
    storeTokens(items, 30);
    await settled(await startWith());
    const { getAccessToken } = await import('./auth-actions');
    authModule.getAccessToken.mockClear();
    expect(await getAccessToken({ refreshEarly: false })).toBe(items.get(`CognitoIdentityServiceProvider.${clientId}.user-1.accessToken`));
    expect(authModule.getAccessToken).not.toHaveBeenCalled();
  });

  it('lets the auth library refresh an expired token the ordinary way', async () => {
    storeTokens(items, -60);
    await settled(await startWith());
    const { getAccessToken } = await import('./auth-actions');
    expect(await getAccessToken()).toBe('refreshed-token');
    expect(authModule.getAccessToken).toHaveBeenCalledWith({ forceRefresh: false });
  });

  it('tells the caches when a signed-in session ends', async () => {
    storeTokens(items, 3600);
    const session = await startWith();
    await settled(session);
    const ended = vi.fn();
    const changed = vi.fn();
    session.onSessionEnd(ended);
    session.subscribeToSession(changed);
    const { signOut } = await import('./auth-actions');
    await signOut();
    expect(authModule.signOutEverywhere).toHaveBeenCalledOnce();
    expect(authModule.signOutOfThisBrowser).not.toHaveBeenCalled();
    expect(session.getSession()).toEqual({ status: 'signedOut' });
    expect(ended).toHaveBeenCalledOnce();
    expect(changed).toHaveBeenCalledOnce();
  });

  it('ends only this browser’s session when the API refuses it, and is signed out even if Cognito cannot be reached', async () => {
    storeTokens(items, 3600);
    const session = await startWith();
    await settled(session);
    authModule.signOutOfThisBrowser.mockRejectedValueOnce(new Error('offline'));
    const { endSessionHere } = await import('./auth-actions');
    await expect(endSessionHere()).rejects.toThrow('offline');
    expect(authModule.signOutEverywhere).not.toHaveBeenCalled();
    expect(session.getSession()).toEqual({ status: 'signedOut' });
  });
});
