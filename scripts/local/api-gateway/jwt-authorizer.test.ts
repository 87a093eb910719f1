import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtAuthorizer, tokenFromAuthorizationHeader } from './jwt-authorizer';

const issuer = 'http://localhost:9329/local_pool';
const clientId = 'app-client';
let server: Server;
let privateKey: CryptoKey;
let authorize: ReturnType<typeof createJwtAuthorizer>;

const access: JWTPayload = { sub: 'u1', client_id: clientId, token_use: 'access' };

const sign = (claims: JWTPayload, options: { key?: CryptoKey; issuer?: string; expiresIn?: string | number } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuer(options.issuer ?? issuer)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? privateKey);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' }] };
  server = createServer((_request, response) => response.end(JSON.stringify(jwks)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  authorize = createJwtAuthorizer({ issuer, jwksUrl: jwksUrl(), audience: clientId });
});

function jwksUrl(): string {
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/jwks.json`;
}

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('tokenFromAuthorizationHeader', () => {
  it('accepts the token with or without the Bearer prefix, like API Gateway', () => {
    expect(tokenFromAuthorizationHeader('Bearer abc')).toBe('abc');
    expect(tokenFromAuthorizationHeader('bearer   abc ')).toBe('abc');
    expect(tokenFromAuthorizationHeader('abc')).toBe('abc');
    expect(tokenFromAuthorizationHeader('Bearer ')).toBeNull();
    expect(tokenFromAuthorizationHeader(undefined)).toBeNull();
  });
});

describe('JWT authorizer', () => {
  it('accepts an access token of the app client', async () => {
    expect(await authorize(`Bearer ${await sign(access)}`)).toMatchObject({ authorized: true, payload: { sub: 'u1' } });
  });

  it.each([
    ['an ID token addressed to the app client', { aud: clientId, token_use: 'id' }],
    ['an ID token that also names the client as client_id', { aud: clientId, client_id: clientId, token_use: 'id' }],
    ['a token without token_use', { client_id: clientId }],
  ])('refuses %s: only access tokens call the API', async (_case, claims) => {
    expect(await authorize(`Bearer ${await sign({ sub: 'u1', ...claims })}`)).toEqual({ authorized: false, reason: 'not an access token' });
  });

  it.each([
    ['no token', async () => undefined],
    ['garbage', async () => 'Bearer not.a.jwt'],
    ['another client', async () => `Bearer ${await sign({ sub: 'u1', client_id: 'other-client', token_use: 'access' })}`],
    ['another issuer', async () => `Bearer ${await sign(access, { issuer: 'http://localhost:9329/other_pool' })}`],
    ['an expired token', async () => `Bearer ${await sign(access, { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`],
    ['another signing key', async () => `Bearer ${await sign(access, { key: (await generateKeyPair('RS256')).privateKey })}`],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await sign(access)).split('.');
        const forged = Buffer.from(JSON.stringify({ ...access, sub: 'admin', iss: issuer, exp: 9999999999, iat: 1 })).toString('base64url');
        return `Bearer ${header}.${forged}.${signature}`;
      },
    ],
  ])('refuses %s', async (_case, header) => {
    expect((await authorize(await header())).authorized).toBe(false);
  });
});

describe('remembered tokens', () => {
  it('accepts a token again from memory until its expiry, then refuses it as expired', async () => {
    let clock = Date.now();
    const remembering = createJwtAuthorizer({ issuer, jwksUrl: jwksUrl(), audience: clientId }, () => clock);
    const token = `Bearer ${await sign(access, { expiresIn: '2m' })}`;
    expect((await remembering(token)).authorized).toBe(true);
    clock += 60_000;
    expect(await remembering(token)).toMatchObject({ authorized: true, payload: { sub: 'u1' } });
    clock += 120_000;
    expect(await remembering(token)).toEqual({ authorized: false, reason: 'the token has expired' });
  });

  it('remembers only accepted tokens: a refused one is refused every time', async () => {
    const forged = `Bearer ${await sign(access, { key: (await generateKeyPair('RS256')).privateKey })}`;
    expect((await authorize(forged)).authorized).toBe(false);
    expect((await authorize(forged)).authorized).toBe(false);
  });
});
