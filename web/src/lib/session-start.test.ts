import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStoredSession, stubStoredSessionWindow } from '../test/stored-session-window';

/*
 * The session every page follows loads the token reader (./session) only when this browser holds
 * a session: these tests stand in for the reader and watch whether it is asked.
 */

const reader = vi.hoisted(() => ({ readSession: vi.fn(async () => undefined), resumeSession: vi.fn(() => undefined) }));

const clientId = 'client-1';
let items: Map<string, string>;
let storageChanged: (key: string | null) => void;
/** Whether the reader's code fails to load (offline). One stand-in decides, as a second vi.doMock of the same module could lose to the first. */
let readerUnavailable: boolean;

beforeEach(() => {
  vi.resetModules();
  readerUnavailable = false;
  vi.doMock('./session', () =>
    readerUnavailable ? Promise.reject(new Error('offline')) : { readSession: reader.readSession, resumeSession: reader.resumeSession },
  );
  ({ items, storageChanged } = stubStoredSessionWindow());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const start = () => startStoredSession(clientId);

describe('starting the session', () => {
  it('is signed out at once, without loading the token reader, when this browser holds no session', async () => {
    const state = await start();
    expect(state.getSession()).toEqual({ status: 'signedOut' });
    const { pendingStoredSession } = await import('./session-start');
    expect(pendingStoredSession()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reader.resumeSession).not.toHaveBeenCalled();
    expect(reader.readSession).not.toHaveBeenCalled();
  });

  it('is loading while the token reader reads a stored session, which the first screen can wait for', async () => {
    items.set(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`, 'user-1');
    const state = await start();
    expect(state.getSession()).toEqual({ status: 'loading' });
    const { pendingStoredSession } = await import('./session-start');
    await pendingStoredSession();
    expect(reader.resumeSession).toHaveBeenCalledOnce();
  });

  it('ignores another app client’s session', async () => {
    items.set('CognitoIdentityServiceProvider.other-client.LastAuthUser', 'user-1');
    const state = await start();
    expect(state.getSession()).toEqual({ status: 'signedOut' });
  });

  it('reads the tokens again once another tab is done changing them', async () => {
    await start();
    storageChanged(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`);
    storageChanged(`CognitoIdentityServiceProvider.${clientId}.user-1.accessToken`);
    storageChanged('unrelated');
    await vi.waitFor(() => expect(reader.readSession).toHaveBeenCalledOnce());
  });

  it('is signed out when the token reader cannot load', async () => {
    readerUnavailable = true;
    items.set(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`, 'user-1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = await start();
    const { pendingStoredSession } = await import('./session-start');
    await pendingStoredSession();
    expect(state.getSession()).toEqual({ status: 'signedOut' });
  });

  it('tells the caches when a signed-in person’s session ends, not when nobody was signed in', async () => {
    const state = await start();
    const ended = vi.fn();
    state.onSessionEnd(ended);
    const user = { userId: 'sub-1', email: null, isAdmin: false, isTestCustomer: false, signedInWithMfa: false };
    state.updateSession({ status: 'signedIn', user });
    expect(ended).not.toHaveBeenCalled();
    state.updateSession({ status: 'signedIn', user: { ...user, userId: 'sub-2' } });
    expect(ended).toHaveBeenCalledOnce();
  });
});
