import { createRequire } from 'node:module';
import { errors, importJWK, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { InvalidParameterError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';

/*
 * The two sign-out calls cognito-local lacks, served from its own data by the emulator process
 * (cognito-server.ts). cognito-local keeps, per user, the refresh tokens it issued and refreshes
 * only those; signing a user out everywhere drops them all, so none refreshes again. Access and
 * ID tokens already issued stay valid until they expire, as they do for an API Gateway JWT
 * authorizer in AWS, which never asks Cognito about revocation: that is why they live 15 minutes.
 */

interface GlobalSignOutRequest {
  AccessToken?: string;
}

interface AdminUserGlobalSignOutRequest {
  UserPoolId?: string;
  Username?: string;
}

async function revokeRefreshTokens(ctx: Context, userPool: UserPoolService, username: string): Promise<void> {
  const user = await userPool.getUserByUsername(ctx, username);
  if (!user) throw new UserNotFoundError('User does not exist.');
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
  ctx.logger.info(`Signed ${user.Username} out of every session`);
}

/** cognito-local signs every token with the key pair shipped in its package. */
function emulatorSigningKey(): JWTVerifyGetKey {
  const { jwk } = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> };
  const key = importJWK(jwk, 'RS256');
  return () => key;
}

/** `AdminUserGlobalSignOut` (IAM-authorized in AWS; never answered to a browser, see cognito-browser-calls.ts). */
export const adminUserGlobalSignOut =
  ({ cognito }: Pick<Services, 'cognito'>): Route =>
  async (ctx: Context, request: AdminUserGlobalSignOutRequest) => {
    if (!request.UserPoolId || !request.Username) throw new InvalidParameterError('UserPoolId and Username are required');
    await revokeRefreshTokens(ctx, await cognito.getUserPool(ctx, request.UserPoolId), request.Username);
    return {};
  };

/** `GlobalSignOut`: authorized by the user's own access token, which must be valid and issued by this emulator. */
export const globalSignOut = ({ cognito, config }: Pick<Services, 'cognito' | 'config'>, signingKey: JWTVerifyGetKey = emulatorSigningKey()): Route => {
  return async (ctx: Context, request: GlobalSignOutRequest) => {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(request.AccessToken ?? '', signingKey, { algorithms: ['RS256'] }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new NotAuthorizedError('Invalid Access Token');
      throw error;
    }
    if (claims.token_use !== 'access' || typeof claims.client_id !== 'string' || typeof claims.username !== 'string') {
      throw new NotAuthorizedError('Invalid Access Token');
    }
    const userPool = await cognito.getUserPoolForClientId(ctx, claims.client_id);
    if (claims.iss !== `${config.TokenConfig.IssuerDomain}/${userPool.options.Id}`) throw new NotAuthorizedError('Invalid Access Token');
    await revokeRefreshTokens(ctx, userPool, claims.username);
    return {};
  };
};
