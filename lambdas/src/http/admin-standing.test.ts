import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryStanding } from '../data/user-directory';
import type { Caller } from '../domain/caller';
import { apiEvent } from '../../test/support/api-event';

/*
 * The back office's second look at its caller: what the pool says now, not what the token said
 * when it was issued. The pool is a stand-in here; each answer is kept a minute per instance.
 */

const sessionStands = vi.fn<(accessToken: string) => Promise<boolean>>();
const directoryStanding = vi.fn<(userId: string) => Promise<DirectoryStanding | null>>();
vi.mock('../data/user-directory', () => ({ sessionStands, directoryStanding }));
const { bearerToken, confirmAdministrator, readsBackOffice } = await import('./admin-standing');

const administrator = (userId: string): Caller => ({ userId, username: userId, isAdmin: true, isTestCustomer: false, signedInWithMfa: true });
const withToken = (token: string) => apiEvent({ headers: { authorization: `Bearer ${token}` } });
const inGroups = (...groups: string[]): DirectoryStanding => ({ enabled: true, status: 'CONFIRMED', groups });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; code: string; message: string }) => ({ status: error.status, code: error.code, message: error.message }),
  );

let users = 0;
const newUserId = () => `admin-${(users += 1)}`;

describe('the standing of an administrator’s session', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    sessionStands.mockReset().mockResolvedValue(true);
    directoryStanding.mockReset().mockResolvedValue(inGroups('admin'));
  });
  afterEach(() => vi.useRealTimers());

  it('lets an administrator in the pool’s admin group act, asking Cognito with the caller’s own token', async () => {
    const userId = newUserId();
    expect(await refusal(confirmAdministrator(administrator(userId), withToken('token-a')))).toBeNull();
    expect(sessionStands).toHaveBeenCalledWith('token-a');
    expect(directoryStanding).toHaveBeenCalledWith(userId);
  });

  it('answers 401 to a session Cognito says was signed out, and 403 to an administrator the pool no longer has in the group', async () => {
    sessionStands.mockResolvedValue(false);
    expect(await refusal(confirmAdministrator(administrator(newUserId()), withToken('token-b')))).toEqual({
      status: 401,
      code: 'unauthorized',
      message: 'This session has been signed out. Sign in again.',
    });
    sessionStands.mockResolvedValue(true);
    for (const standing of [inGroups('test-customers'), { ...inGroups('admin'), enabled: false }, null]) {
      directoryStanding.mockResolvedValue(standing);
      expect(await refusal(confirmAdministrator(administrator(newUserId()), withToken('token-c')))).toMatchObject({ status: 403, code: 'forbidden' });
    }
  });

  it('answers 401 to a request without a bearer token', async () => {
    expect(await refusal(confirmAdministrator(administrator(newUserId()), apiEvent({})))).toMatchObject({ status: 401 });
    expect(sessionStands).not.toHaveBeenCalled();
  });

  it('asks the pool at most once a minute per user and per session, then again', async () => {
    const userId = newUserId();
    await confirmAdministrator(administrator(userId), withToken('token-d'));
    directoryStanding.mockResolvedValue(inGroups());
    sessionStands.mockResolvedValue(false);
    vi.advanceTimersByTime(59_000);
    expect(await refusal(confirmAdministrator(administrator(userId), withToken('token-d')))).toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(await refusal(confirmAdministrator(administrator(userId), withToken('token-d')))).toMatchObject({ status: 401 });
    expect(sessionStands).toHaveBeenCalledTimes(2);
    expect(directoryStanding).toHaveBeenCalledTimes(2);
  });

  it('gives the back office’s live events only to an administrator of a code sign-in who is one now', async () => {
    expect(await readsBackOffice(administrator(newUserId()), withToken('token-e'))).toBe(true);
    expect(await readsBackOffice({ ...administrator(newUserId()), signedInWithMfa: false }, withToken('token-e'))).toBe(false);
    expect(await readsBackOffice({ ...administrator(newUserId()), isAdmin: false }, withToken('token-e'))).toBe(false);
    directoryStanding.mockResolvedValue(inGroups());
    expect(await readsBackOffice(administrator(newUserId()), withToken('token-e'))).toBe(false);
    sessionStands.mockResolvedValue(false);
    expect(await refusal(readsBackOffice(administrator(newUserId()), withToken('token-f')))).toMatchObject({ status: 401 });
  });
});

describe('bearerToken', () => {
  it('reads the token with or without Bearer, and nothing from an empty header', () => {
    expect(bearerToken(apiEvent({ headers: { Authorization: 'Bearer abc.def.ghi' } }))).toBe('abc.def.ghi');
    expect(bearerToken(apiEvent({ headers: { authorization: 'abc.def.ghi' } }))).toBe('abc.def.ghi');
    expect(bearerToken(apiEvent({ headers: { authorization: 'Bearer ' } }))).toBeNull();
    expect(bearerToken(apiEvent({}))).toBeNull();
  });
});
