import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/*
 * The HTTP API JWT authorizer, for the local gateway only. It trusts the keys the Cognito emulator
 * publishes in its JWKS: this installation's own key, made on the emulator's first start and kept
 * in its data folder (emulators/cognito/signing-key.ts), never the key pair published in
 * cognito-local's package. That issuer is still a developer's machine, not a user pool, so it may
 * only ever be trusted there. Deployed stacks use API Gateway's own authorizer against the real
 * user pool; nothing here is part of them.
 */

export interface JwtAuthorizerSettings {
  /** `http://localhost:<port>/<userPoolId>`: what cognito-local writes into `iss`. */
  issuer: string;
  jwksUrl: string;
  /** The app client id, which an access token names in `client_id`. */
  audience: string;
}

export type AuthorizationResult =
  | { authorized: true; payload: JWTPayload }
  | { authorized: false; reason: string };

/** API Gateway accepts the token with or without the `Bearer ` prefix. */
export function tokenFromAuthorizationHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const token = value.replace(/^bearer(\s+|$)/i, '');
  return token === '' ? null : token;
}

/**
 * Checks signature, issuer, expiry and not-before, and that the token is an access token of the
 * app client. An ID token is refused even when it is addressed to the client: it proves who
 * signed in to the app, not that the app may call the API on their behalf. In AWS the routes
 * require the access token's scope, which ID tokens do not carry, to the same effect.
 */
export function createJwtAuthorizer(
  settings: JwtAuthorizerSettings,
  now: () => number = Date.now,
): (authorizationHeader: string | undefined) => Promise<AuthorizationResult> {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl));
  const accepted = new VerifiedTokens(now);
  return async (authorizationHeader) => {
    const token = tokenFromAuthorizationHeader(authorizationHeader);
    if (!token) return { authorized: false, reason: 'no bearer token' };
    const known = accepted.get(token);
    if (known) return { authorized: true, payload: known };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer: settings.issuer, algorithms: ['RS256'], requiredClaims: ['exp', 'iat'], currentDate: new Date(now()) }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { authorized: false, reason: 'the token has expired' };
      if (error instanceof errors.JOSEError) return { authorized: false, reason: `invalid token (${error.code})` };
      throw error;
    }
    if (payload.token_use !== 'access') return { authorized: false, reason: 'not an access token' };
    if (payload.client_id !== settings.audience) return { authorized: false, reason: 'the token was issued to another client' };
    accepted.remember(token, payload);
    return { authorized: true, payload };
  };
}

/** How many accepted tokens are remembered at once; the oldest is forgotten first. */
const REMEMBERED_TOKENS = 1_000;

/**
 * Access tokens this authorizer has accepted, each until its `exp`. API Gateway verifies tokens
 * outside the function, so an RS256 verification per request would charge the local path's CPU
 * with work a deployed stack never does in Node. Only accepted tokens are kept, by their whole
 * text (the signature included), and a token past its expiry is verified again, which refuses it.
 */
class VerifiedTokens {
  private readonly payloads = new Map<string, JWTPayload>();

  constructor(private readonly now: () => number) {}

  get(token: string): JWTPayload | null {
    const payload = this.payloads.get(token);
    if (!payload) return null;
    const nowSeconds = this.now() / 1000;
    if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) {
      this.payloads.delete(token);
      return null;
    }
    return payload;
  }

  remember(token: string, payload: JWTPayload): void {
    if (this.payloads.size >= REMEMBERED_TOKENS) this.payloads.delete(this.payloads.keys().next().value!);
    this.payloads.set(token, payload);
  }
}
