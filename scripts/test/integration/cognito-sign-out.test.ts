import { randomBytes } from 'node:crypto';
import { AdminUserGlobalSignOutCommand, AssociateSoftwareTokenCommand, GetUserCommand, GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { publishedKeyPair, readSigningKey, type SigningKey } from '../../local/emulators/cognito';
import { cognitoClient, createUser, refreshSession, signIn, userPoolTargetOf } from '../../local/users';

/*
 * GlobalSignOut, which cognito-local lacks and the emulator layer adds (scripts/local/emulators/
 * cognito/sign-out.ts): the call Amplify makes for Sign Out, with the user's access token. Its
 * admin twin, AdminUserGlobalSignOut, is proven through the Lambda code that uses it
 * (lambdas/test/integration/sessions.test.ts); both revoke the access tokens issued before them
 * for the pool's own calls, as a user pool does (revoked-access-tokens.ts).
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
let emulatorKey: SigningKey;
let publishedKey: CryptoKey;

const newSignedUpUser = async () => {
  const user = { email: `sign-out-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery' };
  await createUser(pool, user);
  return user;
};

const refreshOutcome = (refreshToken: string) =>
  refreshSession(pool, refreshToken).then(
    () => 'refreshed',
    (error: Error) => error.name,
  );

/** How one of the pool's own calls answers an access token: 'answered', or Cognito's refusal. */
async function getUser(accessToken: string): Promise<string> {
  const client = cognitoClient(pool);
  try {
    await client.send(new GetUserCommand({ AccessToken: accessToken }));
    return 'answered';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  } finally {
    client.destroy();
  }
}

const REVOKED = 'NotAuthorizedException: Access Token has been revoked';

async function globalSignOut(accessToken: string): Promise<string> {
  const client = cognitoClient(pool);
  try {
    await client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
    return 'signed out';
  } catch (error) {
    return (error as Error).name;
  } finally {
    client.destroy();
  }
}

/** A token signed with the stack's own key unless another is given, claims of an access token of the app client unless overridden. */
const mint = (claims: JWTPayload, key: CryptoKey = emulatorKey.privateKey) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: 'minted',
    username: 'minted',
    client_id: stack.userPoolClientId,
    token_use: 'access',
    iss: `${stack.urls.cognito}/${stack.userPoolId}`,
    iat: now,
    exp: now + 600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: emulatorKey.kid })
    .sign(key);
};

beforeAll(async () => {
  emulatorKey = await readSigningKey(stack.cognitoSigningKeyFile);
  publishedKey = (await importJWK(publishedKeyPair().privateJwk, 'RS256')) as CryptoKey;
});

describe('GlobalSignOut in the Cognito emulator', () => {
  it('ends every session of the caller: no refresh token of theirs refreshes again; others are untouched', async () => {
    const [user, bystander] = await Promise.all([newSignedUpUser(), newSignedUpUser()]);
    const here = await signIn(pool, user.email, user.password);
    const elsewhere = await signIn(pool, user.email, user.password);
    const other = await signIn(pool, bystander.email, bystander.password);

    expect(await globalSignOut(here.accessToken)).toBe('signed out');

    expect(await refreshOutcome(here.refreshToken)).toBe('NotAuthorizedException');
    expect(await refreshOutcome(elsewhere.refreshToken)).toBe('NotAuthorizedException');
    expect(await refreshOutcome(other.refreshToken)).toBe('refreshed');
    // Signing in again starts a new session that works.
    expect(await refreshOutcome((await signIn(pool, user.email, user.password)).refreshToken)).toBe('refreshed');
  });

  it.each([
    ['an ID token', async (tokens: Awaited<ReturnType<typeof signIn>>) => tokens.idToken],
    ['a token signed with another key', async () => mint({}, (await generateKeyPair('RS256')).privateKey)],
    ['its own access token signed again with the key pair published in cognito-local’s package', async (tokens: Awaited<ReturnType<typeof signIn>>) =>
      new SignJWT(decodeJwt(tokens.accessToken)).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(publishedKey)],
    ['a token of another issuer', async () => mint({ iss: `${stack.urls.cognito}/local_Other` })],
    ['an expired token', async () => mint({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['no token', async () => ''],
  ])('refuses %s with NotAuthorizedException and ends nothing', async (_case, tokenOf) => {
    const user = await newSignedUpUser();
    const tokens = await signIn(pool, user.email, user.password);
    expect(await globalSignOut(await tokenOf(tokens))).toBe('NotAuthorizedException');
    expect(await refreshOutcome(tokens.refreshToken)).toBe('refreshed');
  });

  it('revokes every access token issued before it for the pool’s own calls; a sign-in after it gets one that works, even in the same second', async () => {
    const [user, bystander] = await Promise.all([newSignedUpUser(), newSignedUpUser()]);
    const here = await signIn(pool, user.email, user.password);
    const elsewhere = await signIn(pool, user.email, user.password);
    const other = await signIn(pool, bystander.email, bystander.password);
    expect(await getUser(elsewhere.accessToken)).toBe('answered');

    expect(await globalSignOut(here.accessToken)).toBe('signed out');
    const after = await signIn(pool, user.email, user.password);

    expect(await getUser(here.accessToken)).toBe(REVOKED);
    expect(await getUser(elsewhere.accessToken)).toBe(REVOKED);
    expect(await globalSignOut(elsewhere.accessToken)).toBe('NotAuthorizedException');
    const client = cognitoClient(pool);
    try {
      await expect(client.send(new AssociateSoftwareTokenCommand({ AccessToken: elsewhere.accessToken }))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Access Token has been revoked',
      });
    } finally {
      client.destroy();
    }
    expect(await getUser(after.accessToken)).toBe('answered');
    expect(await getUser(other.accessToken)).toBe('answered');
  });
});

describe('AdminUserGlobalSignOut in the Cognito emulator', () => {
  it('revokes the access tokens issued before it, as GlobalSignOut does', async () => {
    const user = await newSignedUpUser();
    const tokens = await signIn(pool, user.email, user.password);
    const client = cognitoClient(pool);
    try {
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: stack.userPoolId, Username: user.email }));
    } finally {
      client.destroy();
    }
    expect(await getUser(tokens.accessToken)).toBe(REVOKED);
    expect(await refreshOutcome(tokens.refreshToken)).toBe('NotAuthorizedException');
    expect(await getUser((await signIn(pool, user.email, user.password)).accessToken)).toBe('answered');
  });
});
