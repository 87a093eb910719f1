import { randomUUID } from 'node:crypto';
import { operationIds, operations, type OperationId } from '@sandbank/shared';
import { AssociateSoftwareTokenCommand, GlobalSignOutCommand, VerifySoftwareTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_REFRESH_REFUSED_MESSAGE, MFA_REQUIRED_MESSAGE } from '@sandbank/shared/mfa';
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticatorSecretOf, callApi, cognitoClient, createUser, refreshSession, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { enrolAuthenticator, freshCode, signInWithCode } from '../../../scripts/local/authenticator';

/*
 * MFA for administrators: every admin operation answers 403 mfa_required unless the access token
 * says its session signed in with an authenticator code — which a token issued before the
 * enrolment never says — and an enrolled administrator's session is never renewed, so every token
 * they hold comes from a code sign-in: none that never gave a code can replace their authenticator.
 * Customer operations never ask for it.
 */

const adminOperations = operationIds.filter((id) => operations[id].access === 'admin');
/** Any value for each path parameter: the access check comes before the request is read. */
const anyParams = (id: OperationId) => Object.fromEntries([...operations[id].path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, 'x']));
const call = (id: OperationId, token: string) =>
  callApi(id, { token, params: anyParams(id), body: operations[id].method === 'GET' ? undefined : {}, headers: { 'idempotency-key': randomUUID() } });

const newAdministrator = async () => {
  const administrator = { email: `mfa-admin-${randomUUID()}@example.test`, password: `pw-${randomUUID()}`, firstName: 'Mia', lastName: 'Factor', admin: true };
  await createUser(testUserPool(), administrator, { enrol: false });
  return administrator;
};

describe('an administrator without an authenticator', () => {
  let token: string;
  beforeAll(async () => {
    const administrator = await newAdministrator();
    token = (await signIn(testUserPool(), administrator.email, administrator.password)).accessToken;
  });

  it.each(adminOperations)('is answered 403 mfa_required by %s, saying why', async (id) => {
    expect(await call(id, token)).toMatchObject({ status: 403, body: { error: { code: 'mfa_required', message: MFA_REQUIRED_MESSAGE } } });
  });

  it('reaches customer operations as anyone signed in does', async () => {
    expect((await callApi('getMe', { token })).status).toBe(200);
  });
});

/** How a refresh of this session ends: 'refreshed', or Cognito's refusal. */
const refreshOutcome = (refreshToken: string) =>
  refreshSession(testUserPool(), refreshToken).then(
    () => 'refreshed',
    (error: Error) => `${error.name}: ${error.message}`,
  );
const REFRESH_REFUSED = `UserLambdaValidationException: PreTokenGeneration failed with error ${ADMIN_REFRESH_REFUSED_MESSAGE}.`;

/** One of Cognito's own calls authorized by an access token (the enrolment's), and how it ends. */
async function cognitoCall(command: AssociateSoftwareTokenCommand | VerifySoftwareTokenCommand | GlobalSignOutCommand): Promise<string> {
  const client = cognitoClient(testUserPool());
  try {
    await client.send(command as AssociateSoftwareTokenCommand);
    return 'done';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  } finally {
    client.destroy();
  }
}

describe('an administrator who enrols', () => {
  it('is still refused with the tokens of before the enrolment, and their refresh token renews nothing', async () => {
    const administrator = await newAdministrator();
    const before = await signIn(testUserPool(), administrator.email, administrator.password);
    // Not enrolled yet, the session renews: the enrolment screen needs one.
    expect(await refreshOutcome(before.refreshToken)).toBe('refreshed');
    await enrolAuthenticator(testUserPool(), before.accessToken);
    expect(await call('getAdminStats', before.accessToken)).toMatchObject({ status: 403, body: { error: { code: 'mfa_required' } } });
    expect(await refreshOutcome(before.refreshToken)).toBe(REFRESH_REFUSED);
  });

  it('is admitted with the access token of a sign-in that answered the code, whose session is never renewed', async () => {
    const administrator = { email: `mfa-admin-${randomUUID()}@example.test`, password: `pw-${randomUUID()}`, admin: true };
    await createUser(testUserPool(), administrator);
    expect(authenticatorSecretOf(administrator.email)).toMatch(/^[A-Z2-7]+$/);
    const session = await signIn(testUserPool(), administrator.email, administrator.password);
    expect((await call('getAdminStats', session.accessToken)).status).toBe(200);
    expect(await refreshOutcome(session.refreshToken)).toBe(REFRESH_REFUSED);
  });
});

describe('an administrator’s authenticator', () => {
  it('cannot be replaced from a session that never gave a code: the enrolment revoked its access token, and its refresh token renews nothing', async () => {
    const administrator = await newAdministrator();
    const before = await signIn(testUserPool(), administrator.email, administrator.password);
    const secret = await enrolAuthenticator(testUserPool(), before.accessToken);
    // The web app signs out everywhere once the enrolment is done.
    expect(await cognitoCall(new GlobalSignOutCommand({ AccessToken: before.accessToken }))).toBe('done');

    // The attack: bind an authenticator of one's own with what the codeless session holds.
    const revoked = 'NotAuthorizedException: Access Token has been revoked';
    expect(await cognitoCall(new AssociateSoftwareTokenCommand({ AccessToken: before.accessToken }))).toBe(revoked);
    expect(await cognitoCall(new VerifySoftwareTokenCommand({ AccessToken: before.accessToken, UserCode: await freshCode(secret) }))).toMatch(/^NotAuthorizedException/);
    expect(await refreshOutcome(before.refreshToken)).toMatch(/^NotAuthorizedException/);

    // The real authenticator still opens the back office.
    const withCode = await signInWithCode(testUserPool(), administrator.email, administrator.password, secret);
    expect((await call('getAdminStats', withCode.accessToken)).status).toBe(200);
  });

  it('can be replaced by the administrator from a session that signed in with the current code, after which the new one is asked for', async () => {
    const administrator = await newAdministrator();
    const secret = await enrolAuthenticator(testUserPool(), (await signIn(testUserPool(), administrator.email, administrator.password)).accessToken);
    const withCode = await signInWithCode(testUserPool(), administrator.email, administrator.password, secret);
    const replacement = await enrolAuthenticator(testUserPool(), withCode.accessToken);
    expect(replacement).not.toBe(secret);
    const again = await signInWithCode(testUserPool(), administrator.email, administrator.password, replacement);
    expect((await call('getAdminStats', again.accessToken)).status).toBe(200);
  });
});
