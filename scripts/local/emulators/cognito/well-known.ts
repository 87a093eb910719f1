import type { JWK } from 'jose';

/*
 * The documents a user pool publishes for token verifiers, served by the emulator process
 * (server.ts) before cognito-local sees the request: cognito-local's own publish the key
 * pair of its package and name port 9229 in the discovery document. Here the JWKS holds this
 * installation's public key (signing-key.ts), which the local gateway's authorizer
 * (api-gateway/jwt-authorizer.ts) fetches, and the discovery document names this emulator.
 */

export interface WellKnownSettings {
  /** `http://localhost:<port>`: what the emulator's tokens name in `iss` before the pool id. */
  issuerDomain: string;
  publicJwk: JWK;
}

/** `/<poolId>/.well-known/<document>`, as cognito-local routes it: the pool id is one path segment. */
const WELL_KNOWN_PATH = /^\/([\w-]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

/** The document a GET of `pathname` asks for, or null when it asks for none. */
export function wellKnownDocument(pathname: string, { issuerDomain, publicJwk }: WellKnownSettings): object | null {
  const match = WELL_KNOWN_PATH.exec(pathname);
  if (!match) return null;
  const [, userPoolId, document] = match;
  if (document === 'jwks.json') return { keys: [publicJwk] };
  const issuer = `${issuerDomain}/${userPoolId}`;
  return { issuer, jwks_uri: `${issuer}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['RS256'] };
}
