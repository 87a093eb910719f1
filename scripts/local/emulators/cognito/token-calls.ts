import type { Context, Route } from './cognito-local';
import type { AccessTokenVerifier, TokenOwner } from './access-token';

/*
 * Cognito's calls that a user makes about themselves, authorized by nothing but their own access
 * token (`AccessToken` in the request). Cognito verifies that token before it does anything;
 * cognito-local's implementations only decode it and act on whatever `sub` it names, so a page
 * could read, rename or delete any user with a token it wrote itself. The emulator process
 * (server.ts) therefore routes every one of these calls through `verifyingAccessTokens`,
 * whoever serves it afterwards.
 */

interface TokenCallRule {
  /** The call may instead be authorized by the `Session` of a sign-in challenge (MFA set-up). */
  sessionInstead?: true;
}

/** Every call of Cognito's user-pool API that takes the user's `AccessToken`. */
export const TOKEN_AUTHORISED_TARGETS = {
  AssociateSoftwareToken: { sessionInstead: true },
  ChangePassword: {},
  ConfirmDevice: {},
  DeleteUser: {},
  DeleteUserAttributes: {},
  ForgetDevice: {},
  GetDevice: {},
  GetUser: {},
  GetUserAttributeVerificationCode: {},
  GlobalSignOut: {},
  ListDevices: {},
  SetUserMFAPreference: {},
  UpdateDeviceStatus: {},
  UpdateUserAttributes: {},
  VerifySoftwareToken: { sessionInstead: true },
  VerifyUserAttribute: {},
} as const satisfies Record<string, TokenCallRule>;

export type TokenAuthorisedTarget = keyof typeof TOKEN_AUTHORISED_TARGETS;

const rulesByTarget: ReadonlyMap<string, TokenCallRule> = new Map(Object.entries(TOKEN_AUTHORISED_TARGETS));

/** A call served by this emulator layer that needs to know whose token authorized it. */
export type TokenRoute = (ctx: Context, request: Record<string, unknown>, owner: TokenOwner) => Promise<object>;

/**
 * `router` with the access token of every token-authorised call verified first: an invalid,
 * foreign, expired or ID token is refused with Cognito's NotAuthorizedException before the call
 * runs. `ownRoutes` serve some of those calls here, given the token's verified owner; the rest go
 * to `router` (cognito-local's), which then acts on a token known to be genuine.
 */
export function verifyingAccessTokens(
  router: (target: string) => Route,
  ownerOf: AccessTokenVerifier,
  ownRoutes: Partial<Record<TokenAuthorisedTarget, TokenRoute>>,
): (target: string) => Route {
  return (target) => {
    const rule = rulesByTarget.get(target);
    if (!rule) return router(target);
    const own = ownRoutes[target as TokenAuthorisedTarget];
    return async (ctx: Context, request: Record<string, unknown> = {}) => {
      if (rule.sessionInstead && request.AccessToken === undefined && request.Session !== undefined) return router(target)(ctx, request);
      const owner = await ownerOf(ctx, request.AccessToken);
      return own ? own(ctx, request, owner) : router(target)(ctx, request);
    };
  };
}
