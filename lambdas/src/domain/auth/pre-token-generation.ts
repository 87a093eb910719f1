import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { enabledMfaOf } from '../../data/user-directory';
import { mfaClaims, sessionAnsweredCodeChallenge } from './mfa-claim';

/** Only the sign-ins that may be marked ask the pool for the user's MFA settings; a refresh costs nothing. */
const MAY_BE_MARKED = 'TokenGeneration_Authentication';

/**
 * The pre-token-generation trigger's answer: the access token of a sign-in that answered the
 * SOFTWARE_TOKEN_MFA challenge gets the MFA claim (mfa-claim.ts). The user's MFA settings are read
 * from the pool (AdminGetUser) as the tokens are made; the event carries no such thing.
 */
export async function markCodeSignIns(event: PreTokenGenerationV2TriggerEvent): Promise<PreTokenGenerationV2TriggerEvent> {
  const enabledMfa = event.triggerSource === MAY_BE_MARKED && event.userName ? await enabledMfaOf(event.userPoolId, event.userName) : [];
  const claims = mfaClaims(sessionAnsweredCodeChallenge(event.triggerSource, enabledMfa));
  event.response = {
    claimsAndScopeOverrideDetails: Object.keys(claims).length > 0 ? { accessTokenGeneration: { claimsToAddOrOverride: claims } } : {},
  };
  return event;
}
