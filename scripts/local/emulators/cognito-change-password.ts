import type { JWTVerifyGetKey } from 'jose';
import { InvalidParameterError, InvalidPasswordError, NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { accessTokenOwner, emulatorSigningKey } from './cognito-access-token';

/*
 * `ChangePassword` as Cognito answers it, served in place of cognito-local's own (cognito-server.ts),
 * which only decodes the access token, refuses a wrong current password with
 * InvalidPasswordException and applies no password policy. Here the token is verified, a wrong
 * current password is NotAuthorizedException 'Incorrect username or password.' and the new one
 * must meet the pool's minimum length (InvalidPasswordException), as in a real user pool.
 */

interface ChangePasswordRequest {
  AccessToken?: string;
  PreviousPassword?: string;
  ProposedPassword?: string;
}

export const changePassword = (services: Pick<Services, 'cognito' | 'config' | 'clock'>, signingKey: JWTVerifyGetKey = emulatorSigningKey()): Route => {
  const ownerOf = accessTokenOwner(services, signingKey);
  return async (ctx: Context, request: ChangePasswordRequest) => {
    if (!request.PreviousPassword || !request.ProposedPassword) throw new InvalidParameterError('PreviousPassword and ProposedPassword are required');
    const { userPool, username } = await ownerOf(ctx, request.AccessToken);
    const user = await userPool.getUserByUsername(ctx, username);
    if (!user || !user.Enabled) throw new NotAuthorizedError('Incorrect username or password.');
    if (user.Password !== request.PreviousPassword) throw new NotAuthorizedError('Incorrect username or password.');
    const minimumLength = userPool.options.Policies?.PasswordPolicy?.MinimumLength ?? 8;
    if (request.ProposedPassword.length < minimumLength) {
      const refusal = new InvalidPasswordError();
      refusal.message = 'Password does not conform to policy: Password not long enough';
      throw refusal;
    }
    await userPool.saveUser(ctx, { ...user, Password: request.ProposedPassword, UserLastModifiedDate: services.clock.get() });
    ctx.logger.info(`Changed the password of ${user.Username}`);
    return {};
  };
};
