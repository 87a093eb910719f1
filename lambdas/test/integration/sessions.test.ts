import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@sandbank/shared';
import { callApi, cognitoClient, refreshSession, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { endSessionsOf } from '../../src/data/user-directory';
import { changeInUserPool, newUser } from './support/users';

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

async function globalSignOut(accessToken: string): Promise<void> {
  const client = cognitoClient(testUserPool());
  try {
    await client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
  } finally {
    client.destroy();
  }
}

/*
 * The API Gateway authorizer checks a token's signature and expiry only. The back office's
 * operations ask the pool themselves (lambdas/src/http/admin-standing.ts), so an administrator's
 * token that still says `admin` opens nothing once the pool says otherwise. Each user here is new,
 * so no earlier answer is remembered (answers are kept a minute per function instance).
 */
describe('admin rights follow the user pool', () => {
  it('refuse a demoted administrator every admin operation with 403, while their token still says admin; customer operations still answer', async () => {
    const administrator = await newUser({ admin: true });
    await changeInUserPool(administrator, 'removeAdmin');
    for (const operationId of ['getAdminStats', 'listUsers', 'listWires'] as const) {
      expect(await callApi(operationId, { token: administrator.accessToken }), operationId).toMatchObject({
        status: 403,
        body: { error: { code: 'forbidden', message: apiMessages.noLongerAdministrator } },
      });
    }
    expect((await callApi('getMe', { token: administrator.accessToken })).status).toBe(200);
  });

  it('refuse a signed-out administrator’s session with 401 after Sign Out, and admit the sign-in after it', async () => {
    const administrator = await newUser({ admin: true });
    await globalSignOut(administrator.accessToken);
    // The authenticator's third code in a few seconds: the last at hand without waiting for the next 30-second step (scripts/local/authenticator.ts).
    const afterwards = await signIn(testUserPool(), administrator.email, administrator.password);
    expect(await callApi('getAdminStats', { token: administrator.accessToken })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: apiMessages.sessionSignedOut } },
    });
    expect((await callApi('getAdminStats', { token: afterwards.accessToken })).status).toBe(200);
  });

  it('refuse an administrator’s session with 401 once the bank ended their sessions (endSessionsOf)', async () => {
    const administrator = await newUser({ admin: true });
    await endSessionsOf({ username: usernameOf(administrator.accessToken) });
    expect((await callApi('getAdminStats', { token: administrator.accessToken })).status).toBe(401);
  });
});
