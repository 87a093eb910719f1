import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { MFA_CLAIM, MFA_CLAIM_VALUE, SOFTWARE_TOKEN_MFA } from '@sandbank/shared/mfa';

/*
 * The pool's event names no authentication method, but with optional MFA (no remembered devices, no adaptive
 * authentication) every sign-in of a user with a software token answers the challenge, so
 * `TokenGeneration_Authentication` for such a user marks a code sign-in; a refresh cannot tell how its session
 * began. An enrolled administrator's refresh is refused outright, so a refresh token kept from before the last
 * code sign-in extends no session.
 */

const SIGN_IN_SOURCES: ReadonlySet<string> = new Set(['TokenGeneration_Authentication']);

export const REFRESH_SOURCE = 'TokenGeneration_RefreshTokens';

export const sessionAnsweredCodeChallenge = (triggerSource: string, enabledMfa: readonly string[]): boolean =>
  SIGN_IN_SOURCES.has(triggerSource) && enabledMfa.includes(SOFTWARE_TOKEN_MFA);

export const isAdministratorRefresh = (triggerSource: string, groups: readonly string[]): boolean =>
  triggerSource === REFRESH_SOURCE && groups.includes(ADMIN_GROUP);

export const refreshRefused = (triggerSource: string, groups: readonly string[], enabledMfa: readonly string[]): boolean =>
  isAdministratorRefresh(triggerSource, groups) && enabledMfa.includes(SOFTWARE_TOKEN_MFA);

export const mfaClaims = (answeredChallenge: boolean): Record<string, string> => (answeredChallenge ? { [MFA_CLAIM]: MFA_CLAIM_VALUE } : {});
