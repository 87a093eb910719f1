import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { decodeProtectedHeader, importJWK, jwtVerify, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { publishedKeyPair, readSigningKey, type SigningKey } from '../../local/emulators/cognito';
import { createUser, signIn, userPoolTargetOf } from '../../local/users';

/*
 * The Cognito emulator signs with a key of this installation, made on its first start in its data
 * folder (scripts/local/emulators/cognito/signing-key.ts), and publishes that key, and only it, to
 * token verifiers such as the local gateway's authorizer — never the key pair published in
 * cognito-local's package.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const issuer = `${stack.urls.cognito}/${stack.userPoolId}`;
let stackKey: SigningKey;
let publishedKey: CryptoKey;
let publishedModulus: string;

beforeAll(async () => {
  stackKey = await readSigningKey(stack.cognitoSigningKeyFile);
  const jwk = publishedKeyPair().publicJwk;
  publishedKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
  publishedModulus = jwk.n!;
});

describe('the Cognito emulator’s signing key', () => {
  it('is kept in the stack’s data folder, readable by its owner only', async () => {
    expect((await stat(stack.cognitoSigningKeyFile)).mode & 0o777).toBe(0o600);
    expect(stackKey.publicJwk.n).not.toBe(publishedModulus);
  });

  it('is the one key of the JWKS, public half only, and the discovery document names this emulator', async () => {
    const jwksResponse = await fetch(`${issuer}/.well-known/jwks.json`);
    expect(jwksResponse.status).toBe(200);
    expect(await jwksResponse.json()).toEqual({ keys: [stackKey.publicJwk] });
    expect(stackKey.publicJwk).not.toHaveProperty('d');

    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(await discovery.json()).toMatchObject({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json` });
  });

  it('signs every token of a sign-in, naming it in the header; the published key verifies none', async () => {
    const email = `signing-key-${randomBytes(4).toString('hex')}@example.com`;
    await createUser(pool, { email, password: 'correct horse battery' });
    const tokens = await signIn(pool, email, 'correct horse battery');
    for (const token of [tokens.accessToken, tokens.idToken]) {
      expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', typ: 'JWT', kid: stackKey.kid });
      await expect(jwtVerify(token, stackKey.publicKey, { issuer })).resolves.toBeDefined();
      await expect(jwtVerify(token, publishedKey)).rejects.toThrow('signature verification failed');
    }
  });
});
