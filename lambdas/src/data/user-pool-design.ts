/**
 * The CDK stack and the local Cognito emulator both configure their web client from here, so sign-in and
 * sessions behave the same locally as deployed.
 */
export const userPoolDesign = {
  webClient: {
    /** No SRP, no OAuth flows. */
    authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    /** Short-lived; the web app refreshes them with the refresh token. */
    accessTokenValidityMinutes: 15,
    idTokenValidityMinutes: 15,
    refreshTokenValidityDays: 30,
    /** Never in ID tokens: the deployed routes require it, so API Gateway's authorizer itself refuses an ID token. */
    accessTokenScope: 'aws.cognito.signin.user.admin',
  },
} as const;
