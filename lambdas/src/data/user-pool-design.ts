/**
 * The user pool's web app client, as data. The CDK stack (infra/lib/constructs/auth.ts) and the
 * local Cognito emulator (scripts/local/emulators/cognito/emulator.ts) both configure theirs from here, like
 * `tableDesign` for the table, so sign-in and sessions behave the same locally as deployed. (The
 * password rule and the admin group are the shared PASSWORD_MIN_LENGTH and ADMIN_GROUP.)
 */
export const userPoolDesign = {
  webClient: {
    /** Password sign-in, as the web app and the scripts do it, and refresh; no SRP, no OAuth flows. */
    authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    /** Access and ID tokens are short-lived; the web app refreshes them with the refresh token. */
    accessTokenValidityMinutes: 15,
    idTokenValidityMinutes: 15,
    refreshTokenValidityDays: 30,
    /**
     * The scope Cognito puts in access tokens of these flows, and never in ID tokens: the deployed
     * routes require it, so API Gateway's authorizer itself refuses an ID token.
     */
    accessTokenScope: 'aws.cognito.signin.user.admin',
  },
} as const;
