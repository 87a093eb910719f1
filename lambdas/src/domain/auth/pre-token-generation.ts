import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { ADMIN_REFRESH_REFUSED_MESSAGE } from '@sandbank/shared/mfa';
import { enabledMfaOf } from '../../data/user-directory';
import { isAdministratorRefresh, mfaClaims, refreshRefused, sessionAnsweredCodeChallenge } from './mfa-claim';

/** Only these ask the pool for MFA settings, so a customer's refresh costs nothing. */
const MAY_BE_MARKED = 'TokenGeneration_Authentication';

/**
 * Throwing makes the pool answer the refresh with UserLambdaValidationException, so the session ends. MFA
 * settings come from the pool, as the event carries only groups.
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
