import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { signedInWithMfa } from '@sandbank/shared/mfa';
import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { TEST_CUSTOMER_GROUP } from '@sandbank/shared/sandbox';
import type { Caller } from '../domain/caller';

type Claims = Record<string, string | number | boolean | string[]>;

function jsonStringArray(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

/**
 * API Gateway and the local gateway pass an array claim as "[admin other]"; a direct invocation may pass a real
 * or JSON array. Group names may contain commas, so nothing is split on commas.
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  const json = text.startsWith('[') ? jsonStringArray(text) : null;
  if (json) return json;
  const items = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return items.split(/\s+/).filter(Boolean);
}

/** API Gateway passes every claim as a string. */
function expiryOf(claim: unknown): { sessionExpiresAt?: number } {
  const seconds = typeof claim === 'number' ? claim : typeof claim === 'string' ? Number(claim) : Number.NaN;
  return Number.isInteger(seconds) && seconds > 0 ? { sessionExpiresAt: seconds } : {};
}

/** The authorizer already refuses ID tokens; refusing them here too keeps that true if a route's authorizer settings are ever loosened. */
export function callerFromEvent(event: APIGatewayProxyEventV2): Caller | null {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } };
  const claims = context.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '' || claims?.token_use !== 'access') return null;
  const username = claims.username ?? claims['cognito:username'];
  const groups = parseGroups(claims['cognito:groups']);
  const isAdmin = groups.includes(ADMIN_GROUP);
  return {
    userId: sub,
    username: typeof username === 'string' && username !== '' ? username : sub,
    isAdmin,
    // An administrator never holds a test customer's powers, whatever groups they are in.
    isTestCustomer: !isAdmin && groups.includes(TEST_CUSTOMER_GROUP),
    // Only the pool's trigger writes the claim, and only for a sign-in that answered the code challenge.
    signedInWithMfa: signedInWithMfa(claims),
    ...expiryOf(claims.exp),
  };
}
