import { randomBytes } from 'node:crypto';
import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { publishedKeyPair, readSigningKey, type SigningKey, TOKEN_AUTHORISED_TARGETS, type TokenAuthorisedTarget } from '../../local/emulators/cognito';
import { cognitoClient, createUser, refreshSession, signIn, userPoolTargetOf, type SignInTokens } from '../../local/users';
import { rawRequest } from '@sandbank/scripts/test-harness';

/*
 * Every Cognito call authorized by the user's own access token verifies that token in the emulator
 * (scripts/local/emulators/cognito/token-calls.ts), as Cognito does: a page of the app that writes
 * itself a token naming an administrator reads, changes and deletes nothing.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const issuer = `${stack.urls.cognito}/${stack.userPoolId}`;

/** A call as the app's pages make it: through the web app's `/cognito` proxy, which marks it forwarded. */
async function pageCall(target: string, body: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await rawRequest(`${stack.urls.cognito}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      origin: stack.appOrigin,
      'x-forwarded-for': '127.0.0.1',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse(response.body || '{}') };
}

/** What each call would do to the token's owner if the token were trusted: the damage a forged token aims at. */
const requestOf = (accessToken: string): Record<TokenAuthorisedTarget, object> => ({
  AssociateSoftwareToken: { AccessToken: accessToken },
  ChangePassword: { AccessToken: accessToken, PreviousPassword: 'unknown to the page', ProposedPassword: 'taken over by a page' },
  ConfirmDevice: { AccessToken: accessToken, DeviceKey: 'us-east-1_device', DeviceName: 'a page' },
  DeleteUser: { AccessToken: accessToken },
  DeleteUserAttributes: { AccessToken: accessToken, UserAttributeNames: ['given_name'] },
  ForgetDevice: { AccessToken: accessToken, DeviceKey: 'us-east-1_device' },
  GetDevice: { AccessToken: accessToken, DeviceKey: 'us-east-1_device' },
  GetUser: { AccessToken: accessToken },
  GetUserAttributeVerificationCode: { AccessToken: accessToken, AttributeName: 'email' },
  GlobalSignOut: { AccessToken: accessToken },
  ListDevices: { AccessToken: accessToken },
  SetUserMFAPreference: { AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: false } },
  UpdateDeviceStatus: { AccessToken: accessToken, DeviceKey: 'us-east-1_device', DeviceRememberedStatus: 'not_remembered' },
  UpdateUserAttributes: { AccessToken: accessToken, UserAttributes: [{ Name: 'given_name', Value: 'Renamed by a page' }] },
  VerifySoftwareToken: { AccessToken: accessToken, UserCode: '123456' },
  // The test stack fixes every confirmation code to 123456.
  VerifyUserAttribute: { AccessToken: accessToken, AttributeName: 'email', Code: '123456' },
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let admin: { email: string; password: string; userId: string; tokens: SignInTokens };
/** The test stack's own signing key, read from its data folder: what a genuine token is signed with. */
let emulatorKey: SigningKey;
/** The key pair published in cognito-local's package: anybody can sign with it. */
let publishedKey: CryptoKey;

/** The claims of an access token of the administrator, as the emulator would issue it, `overrides` applied. */
const adminClaims = (overrides: JWTPayload = {}): JWTPayload => {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: admin.userId,
    username: admin.userId,
    client_id: stack.userPoolClientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    'cognito:groups': ['admin'],
    iss: issuer,
    iat: now,
    exp: now + 600,
    ...overrides,
  };
};

const signed = (claims: JWTPayload, key: CryptoKey, kid = emulatorKey.kid) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);

const invalid = 'Invalid Access Token';
/** Tokens that are not a valid access token of the administrator, and Cognito's answer to each. */
const forgedTokens: [string, () => Promise<string>, string][] = [
  ['an unsigned token (alg: none) naming the administrator', async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(adminClaims())}.`, invalid],
  ['a token signed by another key', async () => signed(adminClaims(), (await generateKeyPair('RS256')).privateKey), invalid],
  ['a token signed with the key pair published in cognito-local’s package', async () => signed(adminClaims(), publishedKey, 'CognitoLocal'), invalid],
  [
    'an expired token',
    async () => signed(adminClaims({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }), emulatorKey.privateKey),
    'Access Token has expired',
  ],
  ['the administrator’s own ID token', async () => admin.tokens.idToken, invalid],
];

/** Everything a forged call could have changed about the administrator. */
async function adminAsStored() {
  const client = cognitoClient(pool);
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: admin.email }));
    const { Groups = [] } = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: admin.email }));
    return {
      attributes: [...(user.UserAttributes ?? [])].sort((a, b) => (a.Name ?? '').localeCompare(b.Name ?? '')),
      enabled: user.Enabled,
      status: user.UserStatus,
      modified: user.UserLastModifiedDate,
      mfa: user.UserMFASettingList ?? [],
      groups: Groups.map((group) => group.GroupName),
    };
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  emulatorKey = await readSigningKey(stack.cognitoSigningKeyFile);
  publishedKey = (await importJWK(publishedKeyPair().privateJwk, 'RS256')) as CryptoKey;
  const email = `token-admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const { userId } = await createUser(pool, { email, password, firstName: 'Ada', lastName: 'Admin', admin: true });
  admin = { email, password, userId, tokens: await signIn(pool, email, password) };
});

describe('calls authorized by the user’s own access token', () => {
  const targets = Object.keys(TOKEN_AUTHORISED_TARGETS) as TokenAuthorisedTarget[];

  it.each(forgedTokens)('refuse %s with NotAuthorizedException, every one of them, and change nothing', async (_case, tokenOf, expectedMessage) => {
    const before = await adminAsStored();
    const token = await tokenOf();
    for (const target of targets) {
      const response = await pageCall(target, requestOf(token)[target]);
      expect({ target, status: response.status, body: response.body }).toEqual({
        target,
        status: 400,
        body: { __type: 'NotAuthorizedException', message: expectedMessage },
      });
    }
    expect(await adminAsStored()).toEqual(before);
    // Their password still signs in and their session still refreshes: nothing was signed out or changed.
    await expect(refreshSession(pool, admin.tokens.refreshToken)).resolves.toMatchObject({ accessToken: expect.any(String) });
    await expect(signIn(pool, admin.email, admin.password)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('refuse a token without the scope of the user’s own calls, however well signed', async () => {
    const token = await signed(adminClaims({ scope: 'openid' }), emulatorKey.privateKey);
    const response = await pageCall('GetUser', { AccessToken: token });
    expect(response).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Access Token does not have required scopes' } });
  });

  it('refuse a call with no access token at all', async () => {
    const response = await pageCall('GetUser', {});
    expect(response).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Invalid Access Token' } });
  });

  it('serve a genuine access token its owner, and only its owner', async () => {
    const email = `token-customer-${randomBytes(4).toString('hex')}@example.com`;
    const { userId } = await createUser(pool, { email, password: 'correct horse battery', firstName: 'Cleo', lastName: 'Customer' });
    const { accessToken } = await signIn(pool, email, 'correct horse battery');
    const adminBefore = await adminAsStored();

    const read = await pageCall('GetUser', { AccessToken: accessToken });
    expect(read.status).toBe(200);
    expect(read.body.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'sub', Value: userId }, { Name: 'email', Value: email }]));

    const renamed = await pageCall('UpdateUserAttributes', { AccessToken: accessToken, UserAttributes: [{ Name: 'given_name', Value: 'Cleopatra' }] });
    expect(renamed.status).toBe(200);
    const reread = await pageCall('GetUser', { AccessToken: accessToken });
    expect(reread.body.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'given_name', Value: 'Cleopatra' }]));
    expect(await adminAsStored()).toEqual(adminBefore);
  });
});
