import { describe, expect, it } from 'vitest';
import { refreshSession, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { endSessionsOf } from '../../src/data/user-directory';
import { newUser } from './support/users';

/** The Cognito user name an access token names (what the caller's `username` is). */
const usernameOf = (accessToken: string): string =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { username: string }).username;

/** How a refresh with this token ends: 'refreshed', or the name of Cognito's refusal. */
const refreshOutcome = (refreshToken: string) =>
  refreshSession(testUserPool(), refreshToken).then(
    () => 'refreshed',
    (error: Error) => error.name,
  );

describe('endSessionsOf', () => {
  it('ends every session of the user: none of their refresh tokens refreshes afterwards, another user’s still does', async () => {
    const [user, bystander] = await Promise.all([newUser(), newUser()]);
    const secondSession = await signIn(testUserPool(), user.email, user.password);
    expect(await refreshOutcome(user.refreshToken)).toBe('refreshed');
    expect(await refreshOutcome(secondSession.refreshToken)).toBe('refreshed');

    await endSessionsOf({ username: usernameOf(user.accessToken) });

    expect(await refreshOutcome(user.refreshToken)).toBe('NotAuthorizedException');
    expect(await refreshOutcome(secondSession.refreshToken)).toBe('NotAuthorizedException');
    expect(await refreshOutcome(bystander.refreshToken)).toBe('refreshed');
  });

  it('leaves the user able to sign in again, with a session that refreshes', async () => {
    const user = await newUser();
    await endSessionsOf({ username: usernameOf(user.accessToken) });
    const again = await signIn(testUserPool(), user.email, user.password);
    expect(await refreshOutcome(again.refreshToken)).toBe('refreshed');
  });

  it('fails for a user the pool does not know', async () => {
    await expect(endSessionsOf({ username: 'no-such-user' })).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });
});
