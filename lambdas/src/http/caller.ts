import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ADMIN_GROUP } from '@sandbank/shared/operation';
import type { Caller } from '../domain/caller';

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * API Gateway passes array claims as a string such as "[admin other]"; the local gateway and
 * direct invocations may pass a real array. Both forms are accepted.
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .map((group) => group.replace(/^"|"$/g, ''))
    .filter(Boolean);
}

/** The caller as verified by the JWT authorizer, or null when the request carried no claims. */
export function callerFromEvent(event: APIGatewayProxyEventV2): Caller | null {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } };
  const claims = context.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return null;
  const username = claims?.username ?? claims?.['cognito:username'];
  return {
    userId: sub,
    username: typeof username === 'string' && username !== '' ? username : sub,
    isAdmin: parseGroups(claims?.['cognito:groups']).includes(ADMIN_GROUP),
  };
}
