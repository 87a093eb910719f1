import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { ADMIN_REFRESH_REFUSED_MESSAGE } from '@sandbank/shared/mfa';
import { enabledMfaOf } from '../../data/user-directory';
import { isAdministratorRefresh, mfaClaims, refreshRefused, sessionAnsweredCodeChallenge } from './mfa-claim';

/** Only the sign-ins that may be marked and administrators' refreshes ask the pool for the user's MFA settings; a customer's refresh costs nothing. */
const MAY_BE_MARKED = 'TokenGeneration_Authentication';

/**
 * The pre-token-generation trigger's answer (mfa-claim.ts): the access token of a sign-in that
 * answered the SOFTWARE_TOKEN_MFA challenge gets the MFA claim, and the refresh of an enrolled
 * administrator is refused — the trigger throws, and the pool answers the refresh with
 * UserLambdaValidationException, so the session ends. The user's MFA settings are read from the
 * pool (AdminGetUser) as the tokens are made; the event carries only their groups.
 */
export async function markCodeSignIns(event: PreTokenGenerationV2TriggerEvent): Promise<PreTokenGenerationV2TriggerEvent> {
  const groups = event.request.groupConfiguration?.groupsToOverride ?? [];
  const asksPool = event.triggerSource === MAY_BE_MARKED || isAdministratorRefresh(event.triggerSource, groups);
  const enabledMfa = asksPool && event.userName ? await enabledMfaOf(event.userPoolId, event.userName) : [];
  if (refreshRefused(event.triggerSource, groups, enabledMfa)) throw new Error(ADMIN_REFRESH_REFUSED_MESSAGE);
  const claims = mfaClaims(sessionAnsweredCodeChallenge(event.triggerSource, enabledMfa));
  event.response = {
    claimsAndScopeOverrideDetails: Object.keys(claims).length > 0 ? { accessTokenGeneration: { claimsToAddOrOverride: claims } } : {},
  };
  return event;
}
