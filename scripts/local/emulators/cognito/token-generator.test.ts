import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// cognito-local's generator alone: its module list (cognito-local.ts) would load all its services,
// and with them the AWS SDK v2, which warns of its end of support on load.
import { JwtTokenGenerator, type TokenGenerator, type Tokens } from 'cognito-local/lib/services/tokenGenerator.js';
import type { Context, Triggers } from './cognito-local';
import { loadOrCreateSigningKey, publishedKeyPair, SIGNING_KEY_FILE, type SigningKey } from './signing-key';
import { signingWith } from './token-generator';

let dataDir: string;
let key: SigningKey;
let publishedKey: CryptoKey;

const issuerDomain = 'http://localhost:9329';
const user = {
  Username: 'user-1',
  Attributes: [
    { Name: 'sub', Value: 'user-1' },
    { Name: 'email', Value: 'ada@example.com' },
    { Name: 'email_verified', Value: 'true' },
  ],
  Enabled: true,
  UserStatus: 'CONFIRMED',
  UserCreateDate: new Date(),
  UserLastModifiedDate: new Date(),
  RefreshTokens: [],
} as unknown as Parameters<TokenGenerator['generate']>[1];
const appClient = {
  ClientId: 'app-client',
  UserPoolId: 'local_Pool1',
  AccessTokenValidity: 15,
  IdTokenValidity: 15,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
} as unknown as Parameters<TokenGenerator['generate']>[3];
const ctx = {} as Context;

/** cognito-local's generator, with a pre-token-generation trigger that adds a claim to the ID token; what it made is kept. */
function recordingCognitoLocalGenerator(): { generator: TokenGenerator; generated: () => Tokens } {
  let last: Tokens | null = null;
  const triggers = {
    enabled: (trigger: string) => trigger === 'PreTokenGeneration',
    preTokenGeneration: async () => ({ claimsOverrideDetails: { claimsToAddOrOverride: { 'custom:tier': 'gold' } } }),
  } as unknown as Triggers;
  const original = new JwtTokenGenerator({ get: () => new Date() }, triggers, { IssuerDomain: issuerDomain });
  return {
    generator: { generate: async (...request) => (last = await original.generate(...request)) },
    generated: () => {
      if (!last) throw new Error('nothing generated yet');
      return last;
    },
  };
}

const payloadSegment = (token: string) => token.split('.')[1];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbank-token-generator-'));
  key = await loadOrCreateSigningKey(path.join(dataDir, SIGNING_KEY_FILE));
  publishedKey = (await importJWK(publishedKeyPair().publicJwk, 'RS256')) as CryptoKey;
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('tokens signed with the installation’s key', () => {
  it('carry exactly the claims cognito-local built, trigger overrides included, under a header naming our key', async () => {
    const { generator, generated } = recordingCognitoLocalGenerator();
    const tokens = await signingWith(generator, key).generate(ctx, user, ['admin'], appClient, undefined, 'Authentication');
    const original = generated();
    for (const name of ['AccessToken', 'IdToken', 'RefreshToken'] as const) {
      expect(payloadSegment(tokens[name]), name).toBe(payloadSegment(original[name]));
      expect(decodeProtectedHeader(tokens[name]), name).toEqual({ ...decodeProtectedHeader(original[name]), kid: key.kid });
    }
    expect(decodeProtectedHeader(tokens.AccessToken)).toEqual({ alg: 'RS256', typ: 'JWT', kid: key.kid });
    expect(decodeJwt(tokens.AccessToken)).toMatchObject({ token_use: 'access', client_id: 'app-client', 'cognito:groups': ['admin'], iss: `${issuerDomain}/local_Pool1` });
    expect(decodeJwt(tokens.IdToken)).toMatchObject({ token_use: 'id', aud: 'app-client', 'custom:tier': 'gold' });
  });

  it('verify with the installation’s public key and not with the key published in cognito-local’s package', async () => {
    const { generator, generated } = recordingCognitoLocalGenerator();
    const tokens = await signingWith(generator, key).generate(ctx, user, [], appClient, undefined, 'Authentication');
    // cognito-local itself signed with its published key: the very tokens anyone could forge.
    await expect(jwtVerify(generated().AccessToken, publishedKey)).resolves.toBeDefined();
    for (const name of ['AccessToken', 'IdToken', 'RefreshToken'] as const) {
      await expect(jwtVerify(tokens[name], key.publicKey), name).resolves.toBeDefined();
      await expect(jwtVerify(tokens[name], publishedKey), name).rejects.toThrow('signature verification failed');
    }
  });
});
