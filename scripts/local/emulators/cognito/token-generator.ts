import { base64url, CompactSign, decodeProtectedHeader } from 'jose';
import type { TokenGenerator } from './cognito-local';
import type { SigningKey } from './signing-key';

/*
 * cognito-local's token generator (JwtTokenGenerator) builds every claim — expiry per app client,
 * groups, the pre-token-generation trigger's overrides — but signs with the key pair published in
 * its package, and takes no key of its own. Rather than copy it, the emulator process
 * (server.ts) lets it build the tokens and then signs each one again with this
 * installation's key (signing-key.ts): the payload is kept byte for byte, the header keeps
 * its fields with our key's `kid`, and the published key's signature is dropped.
 */

async function resign(token: string, key: SigningKey): Promise<string> {
  const [, payload] = token.split('.');
  if (payload === undefined) throw new Error('cognito-local generated a token that is not a JWS');
  return new CompactSign(base64url.decode(payload)).setProtectedHeader({ ...decodeProtectedHeader(token), alg: 'RS256', kid: key.kid }).sign(key.privateKey);
}

/** `generator`'s tokens, signed with `key` instead of cognito-local's published key. */
export function signingWith(generator: TokenGenerator, key: SigningKey): TokenGenerator {
  return {
    async generate(...request) {
      const tokens = await generator.generate(...request);
      const [AccessToken, IdToken, RefreshToken] = await Promise.all([
        resign(tokens.AccessToken, key),
        resign(tokens.IdToken, key),
        resign(tokens.RefreshToken, key),
      ]);
      return { AccessToken, IdToken, RefreshToken };
    },
  };
}
