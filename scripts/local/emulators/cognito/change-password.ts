import { InvalidParameterError, InvalidPasswordError, NotAuthorizedError, type Services, type UserPoolService } from './cognito-local';
import type { TokenRoute } from './token-calls';

/*
 * `ChangePassword` as Cognito answers it, served in place of cognito-local's own (server.ts),
 * which refuses a wrong current password with InvalidPasswordException and applies no password
 * policy. Here a wrong current password is NotAuthorizedException 'Incorrect username or password.'
 * and the new one must meet the pool's minimum length (InvalidPasswordException), as in a real user
 * pool. The access token is verified before this runs, as for every token-authorised call
 * (token-calls.ts).
 */

/** Refuses a new password shorter than the pool's minimum, as a user pool does (InvalidPasswordException). */
export function refusePolicyBreach(userPool: UserPoolService, proposed: string): void {
  const minimumLength = userPool.options.Policies?.PasswordPolicy?.MinimumLength ?? 8;
  if (proposed.length >= minimumLength) return;
  const refusal = new InvalidPasswordError();
  refusal.message = 'Password does not conform to policy: Password not long enough';
  throw refusal;
}

export const changePassword =
  ({ clock }: Pick<Services, 'clock'>): TokenRoute =>
  async (ctx, request, { userPool, username }) => {
    const { PreviousPassword: previous, ProposedPassword: proposed } = request;
    if (typeof previous !== 'string' || typeof proposed !== 'string' || !previous || !proposed) {
      throw new InvalidParameterError('PreviousPassword and ProposedPassword are required');
    }
    const user = await userPool.getUserByUsername(ctx, username);
    if (!user || !user.Enabled) throw new NotAuthorizedError('Incorrect username or password.');
    if (user.Password !== previous) throw new NotAuthorizedError('Incorrect username or password.');
    refusePolicyBreach(userPool, proposed);
    await userPool.saveUser(ctx, { ...user, Password: proposed, UserLastModifiedDate: clock.get() });
    ctx.logger.info(`Changed the password of ${user.Username}`);
    return {};
  };
