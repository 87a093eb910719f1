/** Claims of a JSON Web Token that the app reads. */
export interface JwtClaims {
  sub?: string;
  email?: string;
  exp?: number;
  iat?: number;
  'cognito:groups'?: string[];
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of a JWT without verifying it. Only for display and routing decisions in the
 * browser: the API verifies every token itself.
 */
export function decodeJwtClaims(token: string): JwtClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Malformed token');
  const claims: unknown = JSON.parse(base64UrlDecode(payload));
  if (typeof claims !== 'object' || claims === null) throw new Error('Malformed token');
  return claims as JwtClaims;
}

export const ADMIN_GROUP = 'admin';
/** shared/src/sandbox.ts's group, spelled here so the first download needs nothing of that module (jwt.test.ts keeps them equal). */
export const TEST_CUSTOMER_GROUP = 'test-customers';

const inGroup = (claims: JwtClaims | undefined, group: string): boolean =>
  Array.isArray(claims?.['cognito:groups']) && claims['cognito:groups'].includes(group);

export const isAdminClaims = (claims: JwtClaims | undefined): boolean => inGroup(claims, ADMIN_GROUP);

/** A customer the tester's toolkit created: the badge and the Sandbox panel are theirs (the API decides what they may do). */
export const isTestCustomerClaims = (claims: JwtClaims | undefined): boolean => inGroup(claims, TEST_CUSTOMER_GROUP);
