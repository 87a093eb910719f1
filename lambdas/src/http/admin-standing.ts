import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { forbidden, unauthorized } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import { sessionStands } from '../data/user-directory';
import { isAdministratorNow, STANDING_MAX_AGE_MS } from '../domain/auth/administrator-standing';
import type { Caller } from '../domain/caller';
import { StableFacts } from '../lib/stable-facts';
import { header } from './request';

/*
 * API Gateway's JWT authorizer never asks Cognito, so a token's groups and session could outlive a demotion or
 * sign-out by 15 minutes. Every admin operation asks the pool whether the session stands (401) and the caller is
 * still an enabled admin (403), each answer kept at most a minute per instance.
 */

const sessions = new StableFacts<{ stands: boolean }>(1_000, STANDING_MAX_AGE_MS);

/** API Gateway's authorizer takes it with or without `Bearer `. */
export function bearerToken(event: APIGatewayProxyEventV2): string | null {
  const token = (header(event, 'authorization') ?? '').trim().replace(/^bearer(\s+|$)/i, '');
  return token === '' ? null : token;
}

/** Kept by the token's hash, never the token. */
async function sessionOfTokenStands(accessToken: string): Promise<boolean> {
  const key = createHash('sha256').update(accessToken).digest('base64url');
  const session = await sessions.get(key, async () => ({ stands: await sessionStands(accessToken) }));
  return session?.stands === true;
}

async function standingOf(caller: Caller, event: APIGatewayProxyEventV2): Promise<'administrator' | 'demoted' | 'signedOut'> {
  const accessToken = bearerToken(event);
  if (!accessToken) return 'signedOut';
  const [stands, administers] = await Promise.all([sessionOfTokenStands(accessToken), isAdministratorNow(caller.userId)]);
  if (!stands) return 'signedOut';
  return administers ? 'administrator' : 'demoted';
}

export async function confirmAdministrator(caller: Caller, event: APIGatewayProxyEventV2): Promise<void> {
  const standing = await standingOf(caller, event);
  if (standing === 'signedOut') throw unauthorized(apiMessages.sessionSignedOut);
  if (standing === 'demoted') throw forbidden(apiMessages.noLongerAdministrator);
}

/** A signed-out administrator's session is refused altogether (401); anyone else is simply not one. */
export async function readsBackOffice(caller: Caller, event: APIGatewayProxyEventV2): Promise<boolean> {
  if (!caller.isAdmin || caller.signedInWithMfa !== true) return false;
  const standing = await standingOf(caller, event);
  if (standing === 'signedOut') throw unauthorized(apiMessages.sessionSignedOut);
  return standing === 'administrator';
}
