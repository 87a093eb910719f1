import { InvalidPasswordError, NotAuthorizedError, type Route, type Services } from './cognito-local';

/** What Cognito answers a sign-in with a wrong password or an unknown user (user existence errors prevented). */
export const WRONG_CREDENTIALS = 'Incorrect username or password.';

interface InitiateAuthRequest {
  AuthFlow?: unknown;
  ClientId?: unknown;
  AuthParameters?: { USERNAME?: unknown; PASSWORD?: unknown };
}

/**
 * `InitiateAuth` as Cognito answers a failed password sign-in: cognito-local refuses a wrong
 * password with InvalidPasswordException and an unknown user with NotAuthorizedException 'User not
 * authorized'; a user pool answers both with NotAuthorizedException 'Incorrect username or
 * password.', so the answer never tells whether the email has an account. And cognito-local asks a
 * user whose password must change (FORCE_CHANGE_PASSWORD: created with a temporary one) for a new
 * password without checking the temporary one, so anyone who knows the email could choose it; a
 * pool checks it first. Everything else is cognito-local's own (server.ts).
 */
export const initiateAuth =
  (own: Route, { cognito }: Pick<Services, 'cognito'>): Route =>
  async (ctx, request) => {
    const { AuthFlow, ClientId, AuthParameters } = request as InitiateAuthRequest;
    if (AuthFlow === 'USER_PASSWORD_AUTH' && typeof ClientId === 'string' && typeof AuthParameters?.USERNAME === 'string') {
      const user = await (await cognito.getUserPoolForClientId(ctx, ClientId)).getUserByUsername(ctx, AuthParameters.USERNAME);
      if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== AuthParameters.PASSWORD) throw new NotAuthorizedError(WRONG_CREDENTIALS);
    }
    try {
      return await own(ctx, request);
    } catch (error) {
      if (error instanceof InvalidPasswordError || error instanceof NotAuthorizedError) throw new NotAuthorizedError(WRONG_CREDENTIALS);
      throw error;
    }
  };
