import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

let client: CognitoIdentityProviderClient | undefined;

/**
 * The Cognito user-pool client of this execution environment, created on first use; its endpoint
 * comes from AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER.
 */
export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({});
  return client;
}
