import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/*
 * The HTTP API JWT authorizer, for the local gateway only. cognito-local signs every token with
 * a key pair that is published in its source code, so anyone can mint a token it would accept:
 * this issuer may only ever be trusted on a developer's machine. Deployed stacks use API
 * Gateway's own authorizer against the real user pool; nothing here is part of them.
 */

export interface JwtAuthorizerSettings {
  /** `http://localhost:<port>/<userPoolId>`: what cognito-local writes into `iss`. */
  issuer: string;
  jwksUrl: string;
  /** The app client id; accepted as `aud` (ID tokens) or `client_id` (access tokens). */
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

/** Checks signature, issuer, expiry and not-before, and the audience the way API Gateway does. */
export function createJwtAuthorizer(settings: JwtAuthorizerSettings): (authorizationHeader: string | undefined) => Promise<AuthorizationResult> {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl));
  return async (authorizationHeader) => {
    const token = tokenFromAuthorizationHeader(authorizationHeader);
    if (!token) return { authorized: false, reason: 'no bearer token' };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer: settings.issuer, algorithms: ['RS256'], requiredClaims: ['exp', 'iat'] }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { authorized: false, reason: 'the token has expired' };
      if (error instanceof errors.JOSEError) return { authorized: false, reason: `invalid token (${error.code})` };
      throw error;
    }
    const audiences = payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const presented = audiences.length > 0 ? audiences : [payload.client_id];
    if (!presented.includes(settings.audience)) return { authorized: false, reason: 'the token was issued to another client' };
    return { authorized: true, payload };
  };
}
