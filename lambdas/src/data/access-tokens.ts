import { JwtVerifier } from 'aws-jwt-verify';
import { FetchError, JwtBaseError, JwtExpiredError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { signedInWithMfa } from '@sandbank/shared/mfa';
import { env } from '../lib/env';

/*
 * The user pool's access tokens, checked where API Gateway's JWT authorizer cannot: the
 * WebSocket API has no JWT authorizer, so its Lambda authorizer verifies the token of $connect
 * itself, with the same rules as the HTTP API's — signature by the pool's published keys, issuer,
 * expiry, an access token (`token_use`) of the web app client (`client_id`). ID tokens are refused:
 * they prove who signed in, not that the app may act for them.
 */

const JWKS_TIMEOUT_MS = 3000;

/** Who a verified access token speaks for. */
export interface AccessTokenHolder {
  userId: string;
  /** The groups the token carried when it was issued (`cognito:groups`). */
  groups: string[];
  /** The session signed in with an authenticator code (the MFA claim, shared/src/mfa.ts). */
  signedInWithMfa: boolean;
}

export type TokenCheck = { valid: true; holder: AccessTokenHolder } | { valid: false; reason: string };

/**
 * The pool's keys, fetched with the runtime's fetch: the library's own fetcher speaks only https,
 * and the local stack's emulator publishes its keys over http (its issuer comes from the local
 * stack's settings only; in AWS the issuer, and so the key URL, is Cognito's https address).
 */
const jwksCache = new SimpleJwksCache({
  fetcher: {
    fetch: async (uri: string) => {
      const response = await fetch(uri, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
      if (!response.ok) throw new FetchError(uri, `Status code is ${response.status}, expected 200`);
      return response.arrayBuffer();
    },
  },
});

let verifier: ReturnType<typeof createVerifier> | undefined;

function createVerifier() {
  const issuer = env.tokenIssuer();
  // `audience: null`: an access token has no `aud`; its client is checked as `client_id` below.
  return JwtVerifier.create({ issuer, audience: null, jwksUri: `${issuer}/.well-known/jwks.json` }, { jwksCache });
}

/** The groups of a `cognito:groups` claim as the token carries it (an array). */
const groupsOf = (claim: unknown): string[] => (Array.isArray(claim) ? claim.filter((group): group is string => typeof group === 'string') : []);

/**
 * Checks an access token of the user pool. A token that does not verify is `valid: false` with the
 * reason; a failure to reach the pool's keys is thrown (nothing can be decided without them).
 */
export async function checkAccessToken(token: string): Promise<TokenCheck> {
  verifier ??= createVerifier();
  let payload: Record<string, unknown>;
  try {
    payload = await verifier.verify(token);
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (error instanceof JwtExpiredError) return { valid: false, reason: 'the token has expired' };
    if (error instanceof JwtBaseError) return { valid: false, reason: `invalid token (${error.name})` };
    throw error;
  }
  if (payload.token_use !== 'access') return { valid: false, reason: 'not an access token' };
  if (payload.client_id !== env.userPoolClientId()) return { valid: false, reason: 'the token was issued to another client' };
  if (typeof payload.sub !== 'string' || payload.sub === '') return { valid: false, reason: 'the token names no user' };
  return { valid: true, holder: { userId: payload.sub, groups: groupsOf(payload['cognito:groups']), signedInWithMfa: signedInWithMfa(payload) } };
}
