import { AsyncLocalStorage } from 'node:async_hooks';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { base64url } from 'jose';
import { type TokenGenerator, UserLambdaValidationError } from './cognito-local';

/*
 * The user pool's pre-token-generation trigger, run where a deployed pool invokes it. cognito-local
 * invokes only the V1_0 event (ID token claims) and only through a Lambda endpoint; the deployed
 * pool sends the V2_0 event whose answer changes the access token. So the layer builds the V2_0
 * event for every token it issues and runs the project's own trigger handler
 * (lambdas/src/triggers/preTokenGeneration.ts) in this process, then writes the access-token
 * claims it answers into the token before it is signed again with this installation's key
 * (token-generator.ts): the tokens carry exactly the claims a deployed pool's would. When the
 * handler throws (it refuses an enrolled administrator's refresh), no tokens are made and the call
 * is answered as a user pool answers a trigger's failure: UserLambdaValidationException,
 * "PreTokenGeneration failed with error <its message>.".
 */

export type PreTokenGenerationHandler = (event: PreTokenGenerationV2TriggerEvent) => Promise<PreTokenGenerationV2TriggerEvent>;

/** Claims a trigger may not change (Cognito ignores them in its answer, as cognito-local does). */
const RESERVED_CLAIMS = new Set(['acr', 'amr', 'aud', 'auth_time', 'azp', 'client_id', 'cognito:username', 'exp', 'iat', 'identities', 'iss', 'jti', 'nbf', 'nonce', 'origin_jti', 'scope', 'sub', 'token_use', 'username', 'event_id']);

/**
 * Why tokens are being made, where cognito-local's own word is wrong: it says `Authentication` also
 * for the tokens of a new password's challenge (challenge-sessions.ts runs that answer inside
 * `tokenSource.run('NewPasswordChallenge', …)`).
 */
export const tokenSource = new AsyncLocalStorage<string>();

function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload] = token.split('.');
  if (header === undefined || payload === undefined) throw new Error('cognito-local generated a token that is not a JWS');
  const merged = { ...(JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<string, unknown>), ...claims };
  // Signed again by signingWith (token-generator.ts), which reads only the header and the payload.
  return `${header}.${base64url.encode(JSON.stringify(merged))}.`;
}

/** `generator`'s tokens with the access-token claims the V2_0 trigger `handler` answers. */
export function runningPreTokenGeneration(generator: TokenGenerator, handler: PreTokenGenerationHandler, region: string): TokenGenerator {
  return {
    async generate(ctx, user, userGroups, userPoolClient, clientMetadata, source) {
      const tokens = await generator.generate(ctx, user, userGroups, userPoolClient, clientMetadata, source);
      const event = {
        version: '2',
        triggerSource: `TokenGeneration_${tokenSource.getStore() ?? source}`,
        region,
        userPoolId: userPoolClient.UserPoolId,
        userName: user.Username,
        callerContext: { awsSdkVersion: 'cognito-local', clientId: userPoolClient.ClientId },
        request: {
          userAttributes: Object.fromEntries((user.Attributes ?? []).map((attribute) => [attribute.Name, attribute.Value ?? ''])),
          groupConfiguration: { groupsToOverride: userGroups, iamRolesToOverride: [] },
          scopes: ['aws.cognito.signin.user.admin'],
          ...(clientMetadata ? { clientMetadata } : {}),
        },
        response: { claimsAndScopeOverrideDetails: {} },
      } as unknown as PreTokenGenerationV2TriggerEvent;
      const answered = await handler(event).catch((error: unknown) => {
        throw new UserLambdaValidationError(`PreTokenGeneration failed with error ${error instanceof Error ? error.message : String(error)}.`);
      });
      const added = answered.response.claimsAndScopeOverrideDetails?.accessTokenGeneration?.claimsToAddOrOverride ?? {};
      const claims = Object.fromEntries(Object.entries(added).filter(([claim]) => !RESERVED_CLAIMS.has(claim)));
      return Object.keys(claims).length > 0 ? { ...tokens, AccessToken: withClaims(tokens.AccessToken, claims) } : tokens;
    },
  };
}
