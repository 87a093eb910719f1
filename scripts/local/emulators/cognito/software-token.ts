import { CodeMismatchError, CognitoError, type Route } from './cognito-local';
import type { ChallengeSessions } from './challenge-sessions';
import type { TokenRoute } from './token-calls';

/*
 * `VerifySoftwareToken` as a user pool answers it: the code of an authenticator being enrolled is
 * accepted once (a code already used answers ExpiredCodeException, like a sign-in's), and a wrong
 * one is EnableSoftwareTokenMFAException, the pool's word, rather than cognito-local's
 * CodeMismatchException. The access token is verified first (token-calls.ts); cognito-local's own
 * call records the secret as verified and enables SOFTWARE_TOKEN_MFA for the user.
 */

export const ENROLMENT_CODE_MISMATCH = 'Code mismatch and fail enable Software Token MFA';

export const verifySoftwareToken =
  (own: Route, sessions: ChallengeSessions): TokenRoute =>
  async (ctx, request, { username }) => {
    sessions.refuseReusedCode(username, request.UserCode);
    try {
      const answer = await own(ctx, request);
      sessions.noteAcceptedCode(username, request.UserCode);
      return answer;
    } catch (error) {
      if (error instanceof CodeMismatchError) throw new CognitoError('EnableSoftwareTokenMFAException', ENROLMENT_CODE_MISMATCH);
      throw error;
    }
  };
