import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * The live-updates authorizer's token check, against a key pair of the test's own published as the
 * pool's JWKS: the same rules as the HTTP API's JWT authorizer (issuer, expiry, signature, an access
 * token of the web app client), and the owner and groups it reads from the claims.
 */

const POOL_ID = 'eu-west-1_TestPool';
const ISSUER = `https://cognito-idp.eu-west-1.amazonaws.com/${POOL_ID}`;
const CLIENT_ID = 'web-client';

const signing = await generateKeyPair('RS256');
const stranger = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(signing.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }] };
const fetched: string[] = [];

vi.stubEnv('USER_POOL_ID', POOL_ID);
vi.stubEnv('USER_POOL_CLIENT_ID', CLIENT_ID);
vi.stubEnv('TOKEN_ISSUER', '');
const { checkAccessToken } = await import('./access-tokens');

beforeAll(() => {
  vi.stubGlobal('fetch', async (uri: string) => {
    fetched.push(uri);
    return new Response(JSON.stringify(jwks), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const now = () => Math.floor(Date.now() / 1000);

async function token(claims: JWTPayload, options: { key?: typeof signing.privateKey; issuer?: string; expiresAt?: number } = {}): Promise<string> {
  return new SignJWT({ token_use: 'access', client_id: CLIENT_ID, sub: 'user-1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .setIssuer(options.issuer ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? now() + 600)
    .sign(options.key ?? signing.privateKey);
}

describe('checkAccessToken', () => {
  it("accepts the pool's access token of the web client and names its owner and groups", async () => {
    expect(await checkAccessToken(await token({ 'cognito:groups': ['admin'], 'sandbank:mfa': 'true' }))).toEqual({
      valid: true,
      holder: { userId: 'user-1', groups: ['admin'], signedInWithMfa: true },
    });
    expect(await checkAccessToken(await token({}))).toEqual({ valid: true, holder: { userId: 'user-1', groups: [], signedInWithMfa: false } });
    expect(fetched[0]).toBe(`${ISSUER}/.well-known/jwks.json`);
  });

  it('refuses an ID token, even one addressed to the client', async () => {
    expect(await checkAccessToken(await token({ token_use: 'id', aud: CLIENT_ID }))).toEqual({ valid: false, reason: 'not an access token' });
  });

  it("refuses another client's token", async () => {
    expect(await checkAccessToken(await token({ client_id: 'another-client' }))).toEqual({ valid: false, reason: 'the token was issued to another client' });
  });

  it('refuses an expired token', async () => {
    expect(await checkAccessToken(await token({}, { expiresAt: now() - 60 }))).toEqual({ valid: false, reason: 'the token has expired' });
  });

  it("refuses another issuer's token and a token signed with another key", async () => {
    expect(await checkAccessToken(await token({}, { issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Other' }))).toMatchObject({ valid: false });
    expect(await checkAccessToken(await token({}, { key: stranger.privateKey }))).toMatchObject({ valid: false });
  });

  it('refuses what is not a token at all', async () => {
    expect(await checkAccessToken('not-a-token')).toMatchObject({ valid: false });
  });
});
