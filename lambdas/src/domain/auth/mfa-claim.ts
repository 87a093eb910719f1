import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { MFA_CLAIM, MFA_CLAIM_VALUE, SOFTWARE_TOKEN_MFA } from '@sandbank/shared/mfa';

/*
 * When tokens may say that their session signed in with an authenticator code, and when an
 * administrator's session may be renewed at all. The pool's event names no authentication method,
 * but it names why tokens are made: `TokenGeneration_Authentication` ends a sign-in, and a pool
 * whose MFA is optional challenges every user who has enabled a software token at every sign-in
 * (no remembered devices, no adaptive authentication). So a sign-in of such a user answered the
 * challenge. A refresh (`TokenGeneration_RefreshTokens`) cannot tell how its session began — it
 * may predate the enrolment, or a later code sign-in — and a new password's first sign-in answered
 * no code: neither is marked.
 *
 * An enrolled administrator's refresh is refused outright: every token they hold then comes from a
 * sign-in with the current code, so a refresh token stolen or kept from before the enrolment (or
 * from before the last code sign-in) extends no session, and no session that never gave a code can
 * reach Cognito's own calls — replacing the authenticator among them — with a fresh access token.
 */

/** The trigger sources after which the session is known to have answered the SOFTWARE_TOKEN_MFA challenge. */
const SIGN_IN_SOURCES: ReadonlySet<string> = new Set(['TokenGeneration_Authentication']);

/** Tokens made to renew a session from its refresh token. */
export const REFRESH_SOURCE = 'TokenGeneration_RefreshTokens';

/** True when tokens made for `triggerSource` belong to a sign-in that answered the code challenge. */
export const sessionAnsweredCodeChallenge = (triggerSource: string, enabledMfa: readonly string[]): boolean =>
  SIGN_IN_SOURCES.has(triggerSource) && enabledMfa.includes(SOFTWARE_TOKEN_MFA);

/** True for a refresh of a member of the `admin` group (the event's groups): the only refresh that may be refused. */
export const isAdministratorRefresh = (triggerSource: string, groups: readonly string[]): boolean =>
  triggerSource === REFRESH_SOURCE && groups.includes(ADMIN_GROUP);

/** True when the pool must refuse these tokens: a refresh of an administrator who has enabled a software token. */
export const refreshRefused = (triggerSource: string, groups: readonly string[], enabledMfa: readonly string[]): boolean =>
  isAdministratorRefresh(triggerSource, groups) && enabledMfa.includes(SOFTWARE_TOKEN_MFA);

/** The claims the trigger adds to the access token: the MFA claim, or nothing. */
export const mfaClaims = (answeredChallenge: boolean): Record<string, string> => (answeredChallenge ? { [MFA_CLAIM]: MFA_CLAIM_VALUE } : {});
