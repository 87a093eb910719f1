import { InvalidPasswordError, NotAuthorizedError, type Route } from './cognito-local';

/** What Cognito answers a sign-in with a wrong password or an unknown user (user existence errors prevented). */
export const WRONG_CREDENTIALS = 'Incorrect username or password.';

/**
 * `InitiateAuth` as Cognito answers a failed password sign-in: cognito-local refuses a wrong
 * password with InvalidPasswordException and an unknown user with NotAuthorizedException 'User not
 * authorized'; a user pool answers both with NotAuthorizedException 'Incorrect username or
 * password.', so the answer never tells whether the email has an account. Everything else is
 * cognito-local's own (server.ts).
 */
export const initiateAuth =
  (own: Route): Route =>
  async (ctx, request) => {
    try {
      return await own(ctx, request);
    } catch (error) {
      if (error instanceof InvalidPasswordError || error instanceof NotAuthorizedError) throw new NotAuthorizedError(WRONG_CREDENTIALS);
      throw error;
    }
  };
