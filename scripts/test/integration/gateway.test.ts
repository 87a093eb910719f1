import { randomBytes } from 'node:crypto';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_BANK_SETTINGS, magicValues, operations } from '@sandbank/shared';
import { publishedKeyPair, readSigningKey, type SigningKey } from '../../local/emulators/cognito';
import { createUser, signIn } from '../../local/users';
import { integrationStack } from '../harness/integration-setup';

/*
 * The local gateway must answer like API Gateway's HTTP API with a Cognito JWT authorizer, so
 * that what passes locally passes deployed. These tests read the test stack's own signing key
 * from its data folder to mint tokens the emulator itself would never issue; a token signed with
 * the key pair published in cognito-local's package is one anybody could mint, and is refused.
 */

const stack = inject('stack');
const pool = { userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId, endpoint: stack.urls.cognito };
const issuer = `${stack.urls.cognito}/${stack.userPoolId}`;
const unauthorized = { message: 'Unauthorized' };

let customerTokens: Awaited<ReturnType<typeof signIn>>;
let adminTokens: Awaited<ReturnType<typeof signIn>>;
let emulatorKey: SigningKey;
let publishedKey: CryptoKey;

const get = (path: string, authorization?: string) =>
  fetch(`${stack.urls.gateway}${path}`, { headers: authorization ? { authorization } : {} });

async function expectUnauthorized(authorization: string | undefined) {
  const response = await get('/api/me', authorization);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual(unauthorized);
}

/** A token signed with the stack's key unless another is given; `claims` override a valid access token's. */
const mint = (claims: JWTPayload, options: { key?: CryptoKey; kid?: string } = {}) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: 'minted-user', client_id: stack.userPoolClientId, token_use: 'access', iss: issuer, iat: now, exp: now + 3600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? emulatorKey.kid })
    .sign(options.key ?? emulatorKey.privateKey);
};

beforeAll(async () => {
  emulatorKey = await readSigningKey(stack.cognitoSigningKeyFile);
  publishedKey = (await importJWK(publishedKeyPair().privateJwk, 'RS256')) as CryptoKey;

  const suffix = randomBytes(4).toString('hex');
  const customer = { email: `gateway-customer-${suffix}@example.com`, password: 'correct horse battery' };
  const admin = { email: `gateway-admin-${suffix}@example.com`, password: 'correct horse staple' };
  await createUser(pool, { ...customer, firstName: 'Gate', lastName: 'Way' });
  await createUser(pool, { ...admin, admin: true });
  customerTokens = await signIn(pool, customer.email, customer.password);
  adminTokens = await signIn(pool, admin.email, admin.password);
});

describe('routing', () => {
  it('answers 404 Not Found for an unknown path and for a known path with another method', async () => {
    for (const [method, path] of [
      ['GET', '/api/does-not-exist'],
      ['DELETE', '/api/health'],
      ['GET', '/'],
    ]) {
      const response = await fetch(`${stack.urls.gateway}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('runs public operations without a token, and ignores a bad one', async () => {
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/api/health', 'Bearer not-a-token')).status).toBe(200);
  });

  it('serves the web app its runtime settings', async () => {
    const response = await get('/config.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      region: stack.lambdaEnv.AWS_REGION,
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      // The browser reaches the Cognito emulator only through the web app's origin.
      cognitoEndpoint: `${stack.appOrigin}/cognito`,
      brandName: expect.any(String),
      mode: 'local',
      // The published wire fee and limits, check limit and picture size (the test stack overrides none of them).
      ...DEFAULT_BANK_SETTINGS,
      // The tester's toolkit: on, its limits as the test stack raises them, and the magic values its test customers get.
      sandbox: { ...integrationStack.bankSettings.sandbox, magic: [...magicValues] },
    });
  });
});

describe('JWT authorizer', () => {
  it('lets a signed-in customer through with the access token', async () => {
    const response = await get('/api/me', `Bearer ${customerTokens.accessToken}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { userId: string }).userId).toBe(decodeJwt(customerTokens.accessToken).sub);
  });

  it('refuses an ID token on every customer and admin route, even an administrator’s, before any handler runs', async () => {
    const protectedOperations = Object.entries(operations).filter(([, operation]) => operation.access !== 'public');
    expect(protectedOperations.length).toBeGreaterThan(0);
    for (const [operationId, operation] of protectedOperations) {
      for (const idToken of [customerTokens.idToken, adminTokens.idToken]) {
        const path = operation.path.replace(/\{\w+\}/g, 'id-1');
        const response = await fetch(`${stack.urls.gateway}${path}`, { method: operation.method, headers: { authorization: `Bearer ${idToken}` } });
        expect(response.status, operationId).toBe(401);
        expect(response.headers.get('www-authenticate'), operationId).toContain('not an access token');
        expect(await response.json()).toEqual(unauthorized);
      }
    }
  });

  it('refuses an ID token minted for the app client with the emulator’s own key', async () => {
    await expectUnauthorized(`Bearer ${await mint({ client_id: undefined, aud: stack.userPoolClientId, token_use: 'id' })}`);
  });

  it('refuses a request without a token', () => expectUnauthorized(undefined));

  it('refuses a malformed token', () => expectUnauthorized('Bearer not.a.token'));

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = customerTokens.accessToken.split('.');
    const payload = { ...decodeJwt(customerTokens.accessToken), sub: 'someone-else', 'cognito:groups': ['admin'] };
    await expectUnauthorized(`Bearer ${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`);
  });

  it('refuses a token signed with another key', async () => {
    await expectUnauthorized(`Bearer ${await mint({}, { key: (await generateKeyPair('RS256')).privateKey })}`);
  });

  it('refuses an administrator’s token signed with the key pair published in cognito-local’s package, whichever key it names', async () => {
    const administrator = { sub: decodeJwt(adminTokens.accessToken).sub, 'cognito:groups': ['admin'] };
    await expectUnauthorized(`Bearer ${await mint(administrator, { key: publishedKey, kid: 'CognitoLocal' })}`);
    await expectUnauthorized(`Bearer ${await mint(administrator, { key: publishedKey })}`);
  });

  it('lets through a token it did not see issued when the stack’s own key signed it', async () => {
    const response = await get('/api/me', `Bearer ${await mint({ sub: decodeJwt(customerTokens.accessToken).sub })}`);
    expect(response.status).toBe(200);
  });

  it('refuses a token from another issuer', async () => {
    await expectUnauthorized(`Bearer ${await mint({ iss: `${stack.urls.cognito}/local_OtherPool` })}`);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expectUnauthorized(`Bearer ${await mint({ iat: past - 3600, exp: past })}`);
  });

  it('refuses a token issued to another app client', async () => {
    await expectUnauthorized(`Bearer ${await mint({ client_id: 'another-client' })}`);
    await expectUnauthorized(`Bearer ${await mint({ client_id: undefined, aud: 'another-client', token_use: 'id' })}`);
  });

  it('passes the claims on as API Gateway does, so the handler sees who calls', async () => {
    const customer = await (await get('/api/me', `Bearer ${customerTokens.accessToken}`)).json();
    const admin = await (await get('/api/me', `Bearer ${adminTokens.accessToken}`)).json();
    expect(customer).toMatchObject({ isAdmin: false });
    // cognito:groups reaches the handler as the string "[admin]", as from API Gateway.
    expect(admin).toMatchObject({ userId: decodeJwt(adminTokens.accessToken).sub, isAdmin: true });
  });
});
