import { describe, expect, it } from 'vitest';
import { wellKnownDocument } from './well-known';

const publicJwk = { kty: 'RSA', n: 'modulus', e: 'AQAB', alg: 'RS256', use: 'sig', kid: 'installation-key' };
const settings = { issuerDomain: 'http://localhost:9329', publicJwk };

describe('wellKnownDocument', () => {
  it('publishes the installation’s public key, and only it, as the JWKS of any pool', () => {
    expect(wellKnownDocument('/local_Pool1/.well-known/jwks.json', settings)).toEqual({ keys: [publicJwk] });
  });

  it('names this emulator as the pool’s issuer and JWKS in the discovery document', () => {
    expect(wellKnownDocument('/local_Pool1/.well-known/openid-configuration', settings)).toEqual({
      issuer: 'http://localhost:9329/local_Pool1',
      jwks_uri: 'http://localhost:9329/local_Pool1/.well-known/jwks.json',
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('answers no other path', () => {
    for (const pathname of ['/', '/health', '/.well-known/jwks.json', '/a/b/.well-known/jwks.json', '/local_Pool1/.well-known/other.json', '/local_Pool1/.well-known/jwks.json/']) {
      expect(wellKnownDocument(pathname, settings), pathname).toBeNull();
    }
  });
});
