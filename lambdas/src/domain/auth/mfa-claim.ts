import { MFA_CLAIM, MFA_CLAIM_VALUE, SOFTWARE_TOKEN_MFA } from '@sandbank/shared/mfa';

/*
 * When tokens may say that their session signed in with an authenticator code. The pool's event
 * names no authentication method, but it names why tokens are made: `TokenGeneration_Authentication`
 * ends a sign-in, and a pool whose MFA is optional challenges every user who has enabled a software
 * token at every sign-in (no remembered devices, no adaptive authentication). So a sign-in of such a
 * user answered the challenge. A refresh (`TokenGeneration_RefreshTokens`) cannot tell how its
 * session began — it may predate the enrolment — and a new password's first sign-in answered no
 * code: neither is marked.
 */

/** The trigger sources after which the session is known to have answered the SOFTWARE_TOKEN_MFA challenge. */
const SIGN_IN_SOURCES: ReadonlySet<string> = new Set(['TokenGeneration_Authentication']);

/** True when tokens made for `triggerSource` belong to a sign-in that answered the code challenge. */
export const sessionAnsweredCodeChallenge = (triggerSource: string, enabledMfa: readonly string[]): boolean =>
  SIGN_IN_SOURCES.has(triggerSource) && enabledMfa.includes(SOFTWARE_TOKEN_MFA);

/** The claims the trigger adds to the access token: the MFA claim, or nothing. */
export const mfaClaims = (answeredChallenge: boolean): Record<string, string> => (answeredChallenge ? { [MFA_CLAIM]: MFA_CLAIM_VALUE } : {});
