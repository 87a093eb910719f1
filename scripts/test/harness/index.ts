/*
 * What the integration tests and browser journeys import to talk to the local stack started for
 * their tier (@sandbank/scripts/test-harness). The pieces only a few tests need load more and
 * have entries of their own: /test-harness/avatar-bucket (an S3 client on the avatars bucket),
 * /test-harness/wire-journeys (fixtures and jobs for the wire journeys) and
 * /test-harness/stack-setup (the globalSetup that starts a tier's stack).
 */

export { callOperation } from './api';
export { callApi, type ApiCall, type ApiResult } from './stack-api';
export { testUserPool } from './user-pool';
export { cognitoClient, refreshSession, type SignInTokens, type UserPoolTarget } from '../../local/users';
export { authenticatorCode, authenticatorSecretOf, createUser, rememberAuthenticator, signIn } from './authenticators';
export { latestWireCode, waitForPoolCode, waitForWireCode, wireCodeEmails, type MailboxQuery } from './mailbox';
export { rawRequest, type RawResponse } from './raw-request';
export { mintAccessToken } from './tokens';
export { STACK_ENV, testStack, type StackInfo } from './stack-info';
