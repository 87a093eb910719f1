/*
 * Multi-factor authentication (TOTP software tokens), as the user pool, the functions, the local
 * stack and the web app all see it. docs/security.md, "MFA for administrators".
 */

/**
 * The access-token claim that says the session signed in with an authenticator code: the user
 * pool's pre-token-generation trigger adds it (lambdas/src/triggers/preTokenGeneration.ts), and
 * only for a sign-in that answered the SOFTWARE_TOKEN_MFA challenge. Refreshed tokens never carry it.
 */
export const MFA_CLAIM = 'sandbank:mfa';

/** The claim's value: a string, as API Gateway hands every claim to the functions. */
export const MFA_CLAIM_VALUE = 'true';

/** Cognito's name for a TOTP authenticator, in a user's UserMFASettingList and as a sign-in challenge. */
export const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';

/** Why an administrator's request is refused until their session signed in with an authenticator code. */
export const MFA_REQUIRED_MESSAGE =
  'Administrators must sign in with an authenticator app code: enrol an authenticator in the back office, then sign in again with its code';

/** True when a claim set (as a JWT holds it, or as API Gateway passes it) says the session signed in with a code. */
export const signedInWithMfa = (claims: Record<string, unknown> | undefined): boolean => {
  const value = claims?.[MFA_CLAIM];
  return value === MFA_CLAIM_VALUE || value === true;
};

/**
 * Why the pool refuses to renew an enrolled administrator's session (the pre-token-generation
 * trigger's refusal): their tokens come from code sign-ins only. Cognito answers the refresh with
 * UserLambdaValidationException, "PreTokenGeneration failed with error <this>."
 */
export const ADMIN_REFRESH_REFUSED_MESSAGE = 'Administrator sessions are not renewed: sign in again with your password and authenticator code';
