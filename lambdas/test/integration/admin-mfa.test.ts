import { randomUUID } from 'node:crypto';
import { operationIds, operations, type OperationId } from '@sandbank/shared';
import { MFA_REQUIRED_MESSAGE } from '@sandbank/shared/mfa';
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticatorSecretOf, callApi, createUser, refreshSession, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { enrolAuthenticator } from '../../../scripts/local/authenticator';

/*
 * MFA for administrators (SPEC §11): every admin operation answers 403 mfa_required unless the
 * access token says its session signed in with an authenticator code — which a token issued before
 * the enrolment, or refreshed, never says. Customer operations never ask for it.
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

describe('an administrator who enrols', () => {
  it('is still refused with the tokens of before the enrolment, refreshed or not, and admitted after signing in with the code', async () => {
    const administrator = await newAdministrator();
    const before = await signIn(testUserPool(), administrator.email, administrator.password);
    await enrolAuthenticator(testUserPool(), before.accessToken);
    expect(await call('getAdminStats', before.accessToken)).toMatchObject({ status: 403, body: { error: { code: 'mfa_required' } } });
    const refreshed = await refreshSession(testUserPool(), before.refreshToken);
    expect(await call('getAdminStats', refreshed.accessToken)).toMatchObject({ status: 403, body: { error: { code: 'mfa_required' } } });
  });

  it('is admitted with the access token of a sign-in that answered the code, and not once it is refreshed', async () => {
    const administrator = { email: `mfa-admin-${randomUUID()}@example.test`, password: `pw-${randomUUID()}`, admin: true };
    await createUser(testUserPool(), administrator);
    expect(authenticatorSecretOf(administrator.email)).toMatch(/^[A-Z2-7]+$/);
    const session = await signIn(testUserPool(), administrator.email, administrator.password);
    expect((await call('getAdminStats', session.accessToken)).status).toBe(200);
    const refreshed = await refreshSession(testUserPool(), session.refreshToken);
    expect(await call('getAdminStats', refreshed.accessToken)).toMatchObject({ status: 403, body: { error: { code: 'mfa_required' } } });
  });
});
