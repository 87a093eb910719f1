import { type Context, InvalidParameterError, type Route, type Services, UserNotFoundError, type UserPoolService } from './cognito-local';
import { signedOutEverywhere } from './revoked-access-tokens';
import type { TokenRoute } from './token-calls';

/*
 * The two sign-out calls cognito-local lacks, served from its own data by the emulator process
 * (server.ts). cognito-local keeps, per user, the refresh tokens it issued and refreshes
 * only those; signing a user out everywhere drops them all, so none refreshes again, and revokes
 * every access token issued until then for the pool's own calls (revoked-access-tokens.ts). An API
 * Gateway JWT authorizer never asks Cognito about revocation, so at the API an access token
 * already issued passes until it expires — that is why they live 15 minutes, and why the
 * back office's operations ask Cognito themselves (lambdas/src/http/admin-standing.ts).
 */

interface AdminUserGlobalSignOutRequest {
  UserPoolId?: string;
  Username?: string;
}

async function revokeRefreshTokens(ctx: Context, userPool: UserPoolService, username: string): Promise<void> {
  const user = await userPool.getUserByUsername(ctx, username);
  if (!user) throw new UserNotFoundError('User does not exist.');
  await userPool.saveUser(ctx, signedOutEverywhere(user, Date.now()));
  ctx.logger.info(`Signed ${user.Username} out of every session`);
}

/** `AdminUserGlobalSignOut` (IAM-authorized in AWS; never answered to a browser, see browser-calls.ts). */
export const adminUserGlobalSignOut =
  ({ cognito }: Pick<Services, 'cognito'>): Route =>
  async (ctx: Context, request: AdminUserGlobalSignOutRequest) => {
    if (!request.UserPoolId || !request.Username) throw new InvalidParameterError('UserPoolId and Username are required');
    await revokeRefreshTokens(ctx, await cognito.getUserPool(ctx, request.UserPoolId), request.Username);
    return {};
  };

/** `GlobalSignOut`: authorized by the user's own access token, verified before this runs (token-calls.ts). */
export const globalSignOut: TokenRoute = async (ctx, _request, { userPool, username }) => {
  await revokeRefreshTokens(ctx, userPool, username);
  return {};
};
