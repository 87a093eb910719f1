import { describe, expect, it } from 'vitest';
import { unsignedToken } from '../test/unsigned-token';
import { readStoredSession, sessionUserFrom } from './stored-session';

const clientId = 'client-1';
const now = Date.parse('2025-06-01T12:00:00Z');
const inSeconds = (seconds: number) => Math.floor(now / 1000) + seconds;

/** A storage as Amplify leaves it after signing `user` in; `tokens` replaces or removes (null) items. */
function storageWith(tokens: Record<string, string | null> = {}, user = 'user-1') {
  const prefix = `CognitoIdentityServiceProvider.${clientId}.`;
  const items: Record<string, string | null> = {
    [`${prefix}LastAuthUser`]: user,
    [`${prefix}${user}.accessToken`]: unsignedToken({ sub: 'sub-1', exp: inSeconds(3600), 'cognito:groups': ['admin'] }),
    [`${prefix}${user}.idToken`]: unsignedToken({ sub: 'sub-1', email: 'ada@example.com', exp: inSeconds(3600) }),
    [`${prefix}${user}.refreshToken`]: 'refresh-token',
    [`${prefix}${user}.clockDrift`]: '0',
  };
  for (const [name, value] of Object.entries(tokens)) items[`${prefix}${user}.${name}`] = value;
  return { getItem: (key: string) => items[key] ?? null };
}

describe('readStoredSession', () => {
  it('is none when nobody signed in with this client', () => {
    expect(readStoredSession({ getItem: () => null }, clientId, now)).toEqual({ status: 'none' });
    expect(readStoredSession(storageWith(), 'another-client', now)).toEqual({ status: 'none' });
  });

  it('reads the user of tokens that are still good', () => {
    const session = readStoredSession(storageWith(), clientId, now);
    expect(session).toMatchObject({ status: 'valid', user: { userId: 'sub-1', email: 'ada@example.com', isAdmin: true } });
    expect(session.status === 'valid' && session.expiresAt).toBe(inSeconds(3600) * 1000);
  });

  it('leaves expired tokens to a refresh, or to nobody without a refresh token', () => {
    const expired = unsignedToken({ sub: 'sub-1', exp: inSeconds(-60) });
    expect(readStoredSession(storageWith({ accessToken: expired }), clientId, now)).toEqual({ status: 'needsRefresh' });
    expect(readStoredSession(storageWith({ accessToken: expired, refreshToken: null }), clientId, now)).toEqual({ status: 'none' });
  });

  it('counts a token expiring within five seconds, or an expired ID token, as expired', () => {
    const almost = unsignedToken({ sub: 'sub-1', exp: inSeconds(4) });
    expect(readStoredSession(storageWith({ accessToken: almost }), clientId, now).status).toBe('needsRefresh');
    const expiredId = unsignedToken({ sub: 'sub-1', exp: inSeconds(-1) });
    expect(readStoredSession(storageWith({ idToken: expiredId }), clientId, now).status).toBe('needsRefresh');
  });

  it('corrects for the clock drift Amplify measured', () => {
    // This clock is 2 minutes behind Cognito's: a token 60 s from expiry here is already expired there.
    const token = unsignedToken({ sub: 'sub-1', exp: inSeconds(60) });
    expect(readStoredSession(storageWith({ accessToken: token, idToken: null, clockDrift: '120000' }), clientId, now).status).toBe('needsRefresh');
    expect(readStoredSession(storageWith({ accessToken: token, idToken: null, clockDrift: '-120000' }), clientId, now).status).toBe('valid');
  });

  it('lets Amplify decide about tokens it cannot read', () => {
    expect(readStoredSession(storageWith({ accessToken: 'garbage' }), clientId, now)).toEqual({ status: 'needsRefresh' });
    expect(readStoredSession(storageWith({ accessToken: null }), clientId, now)).toEqual({ status: 'none' });
  });
});

describe('sessionUserFrom', () => {
  it('says the session signed in with an authenticator code only when the access token carries the MFA claim', () => {
    expect(sessionUserFrom({ sub: 'sub-1', 'sandbank:mfa': 'true' }, undefined).signedInWithMfa).toBe(true);
    expect(sessionUserFrom({ sub: 'sub-1' }, { sub: 'sub-1', 'sandbank:mfa': 'true' }).signedInWithMfa).toBe(false);
  });

  it('falls back to the sign-in name for the email, and to the ID token for the user id', () => {
    expect(sessionUserFrom({}, { sub: 'sub-2' }, 'bo@example.com')).toEqual({ userId: 'sub-2', email: 'bo@example.com', isAdmin: false, isTestCustomer: false, signedInWithMfa: false });
    expect(sessionUserFrom({ sub: 'sub-3' }, undefined)).toEqual({ userId: 'sub-3', email: null, isAdmin: false, isTestCustomer: false, signedInWithMfa: false });
  });

  it('reads a test customer from the access token, where the API reads it', () => {
    expect(sessionUserFrom({ sub: 'sub-4', 'cognito:groups': ['test-customers'] }, undefined).isTestCustomer).toBe(true);
    expect(sessionUserFrom({ sub: 'sub-4' }, { 'cognito:groups': ['test-customers'] }).isTestCustomer).toBe(false);
  });
});
