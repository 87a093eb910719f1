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
 * Admin rights follow the user pool, not the token. API Gateway's JWT authorizer checks a token's
 * signature and expiry and never asks Cognito, so a token's `cognito:groups` and its session could
 * outlive a demotion or a sign-out by the token's 15 minutes. Every admin operation therefore asks
 * Cognito, on the server: whether the session still stands (GetUser with the caller's own access
 * token, refused for a token revoked by a sign-out everywhere: 401) and whether the caller is
 * still an enabled member of the `admin` group (403). Each answer is kept at most a minute per
 * function instance, so a demotion or a sign-out takes effect within a minute.
 */

const sessions = new StableFacts<{ stands: boolean }>(1_000, STANDING_MAX_AGE_MS);

/** The access token the request carried (API Gateway's authorizer takes it with or without `Bearer `), or null. */
export function bearerToken(event: APIGatewayProxyEventV2): string | null {
  const token = (header(event, 'authorization') ?? '').trim().replace(/^bearer(\s+|$)/i, '');
  return token === '' ? null : token;
}

/** Whether the session of `accessToken` still stands (kept by the token's hash, never the token). */
async function sessionOfTokenStands(accessToken: string): Promise<boolean> {
  const key = createHash('sha256').update(accessToken).digest('base64url');
  const session = await sessions.get(key, async () => ({ stands: await sessionStands(accessToken) }));
  return session?.stands === true;
}

/**
 * Whether an administrator's session (a caller whose token says `admin`) may act as one now:
 * `signedOut` when Cognito has revoked the session, `demoted` when the pool no longer has them
 * enabled in the `admin` group.
 */
async function standingOf(caller: Caller, event: APIGatewayProxyEventV2): Promise<'administrator' | 'demoted' | 'signedOut'> {
  const accessToken = bearerToken(event);
  if (!accessToken) return 'signedOut';
  const [stands, administers] = await Promise.all([sessionOfTokenStands(accessToken), isAdministratorNow(caller.userId)]);
  if (!stands) return 'signedOut';
  return administers ? 'administrator' : 'demoted';
}

/** For every admin operation, after its claims were checked (request.ts `authorize`): 401 for a signed-out session, 403 for a former administrator. */
export async function confirmAdministrator(caller: Caller, event: APIGatewayProxyEventV2): Promise<void> {
  const standing = await standingOf(caller, event);
  if (standing === 'signedOut') throw unauthorized(apiMessages.sessionSignedOut);
  if (standing === 'demoted') throw forbidden(apiMessages.noLongerAdministrator);
}

/**
 * Whether the caller may see what the back office sees (a live connection's back-office events):
 * an administrator whose session signed in with an authenticator code and who is one now. A
 * signed-out administrator's session is refused altogether (401); anyone else is simply not one.
 */
export async function readsBackOffice(caller: Caller, event: APIGatewayProxyEventV2): Promise<boolean> {
  if (!caller.isAdmin || caller.signedInWithMfa !== true) return false;
  const standing = await standingOf(caller, event);
  if (standing === 'signedOut') throw unauthorized(apiMessages.sessionSignedOut);
  return standing === 'administrator';
}
