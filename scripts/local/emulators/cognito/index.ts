/*
 * The local Cognito emulator: cognito-local, run in a process of its own (server.ts) with what it
 * lacks or does unlike Cognito served by this folder, from cognito-local's own services and data.
 * The rest of scripts/ imports the emulator from here only; the tables below are the whole of what
 * the layer changes, and server.ts serves exactly the calls of `cognitoCalls`.
 *
 * Before adding to this layer, look for a maintained emulator that already does it; what it
 * reaches of cognito-local is listed in cognito-local.ts, whose exact version scripts/package.json pins.
 */

export interface LayerChange {
  /** `adds` a call cognito-local lacks, `replaces` its answer, or `wraps` it (its answer kept but for one case). */
  change: 'adds' | 'replaces' | 'wraps';
  /** The module of this folder that does it. */
  module: string;
  why: string;
}

/** The Cognito calls the layer adds to cognito-local or answers in its place. */
export const cognitoCalls = {
  GlobalSignOut: {
    change: 'adds',
    module: 'sign-out.ts',
    why: 'cognito-local lacks it; signing out everywhere drops every refresh token the user holds and revokes their access tokens for the pool’s own calls',
  },
  AdminUserGlobalSignOut: {
    change: 'adds',
    module: 'sign-out.ts',
    why: 'cognito-local lacks it; the back office signs a user out when it resets their password (their refresh tokens dropped, their access tokens revoked for the pool’s own calls)',
  },
  ChangePassword: {
    change: 'replaces',
    module: 'change-password.ts',
    why: "cognito-local answers a wrong current password with InvalidPasswordException and applies no password policy; Cognito answers NotAuthorizedException and holds the pool's minimum length",
  },
  ForgotPassword: {
    change: 'wraps',
    module: 'forgot-password.ts, reset-codes.ts',
    why: "cognito-local answers an unknown email with UserNotFoundException and shows a known one's address; Cognito (user existence errors prevented) answers both alike with a masked destination; and the code sent is remembered as the user's one pending reset code",
  },
  ConfirmForgotPassword: {
    change: 'wraps',
    module: 'forgot-password.ts, reset-codes.ts, change-password.ts',
    why: "cognito-local sets any new password with any code equal to the user's stored one — none at all for a user without one, or a sign-up code — and answers an unknown email with UserNotFoundException; Cognito requires a code, holds the pool's minimum length, and takes only the reset code ForgotPassword sent, within an hour, once, voided by five wrong codes",
  },
  ListUsersInGroup: {
    change: 'wraps',
    module: 'list-users-in-group.ts',
    why: 'cognito-local answers every member of a group at once, ignoring Limit and NextToken; a user pool answers at most 60 a page with a token for the next, which the administrators listing follows',
  },
  InitiateAuth: {
    change: 'wraps',
    module: 'sign-in.ts, challenge-sessions.ts',
    why: "cognito-local tells a wrong password from an unknown user; Cognito answers both 'Incorrect username or password.', so a sign-in never tells whether an email has an account",
  },
  RespondToAuthChallenge: {
    change: 'wraps',
    module: 'challenge-sessions.ts',
    why: "cognito-local never checks the Session it answered a challenge with, so a user name and any string answered a challenge without the password; a user pool's session is bound to its sign-in, user and challenge for three minutes, is void after five wrong authenticator codes, and an authenticator code is accepted once; and cognito-local keeps no refresh token of a challenge's sign-in, so the session could never be refreshed",
  },
  VerifySoftwareToken: {
    change: 'wraps',
    module: 'software-token.ts',
    why: "cognito-local accepts the same authenticator code again and answers a wrong one with CodeMismatchException; a user pool refuses a used code (ExpiredCodeException) and a wrong one with EnableSoftwareTokenMFAException",
  },
} as const satisfies Record<string, LayerChange>;

export type CognitoCall = keyof typeof cognitoCalls;

/** What the layer changes for every request, whatever the call. */
export const cognitoRules = {
  'every call a web page makes': {
    change: 'wraps',
    module: 'browser-calls.ts',
    why: 'cognito-local checks no AWS credentials; a page may make only the user-pool calls a sign-in page makes, never an Admin* call',
  },
  'every call authorized by the user’s access token (TOKEN_AUTHORISED_TARGETS)': {
    change: 'wraps',
    module: 'token-calls.ts, access-token.ts, revoked-access-tokens.ts',
    why: "cognito-local only decodes the token; Cognito verifies its signature, expiry, token_use, scope and issuer first, and refuses a token issued before the user's last sign-out everywhere ('Access Token has been revoked')",
  },
  'every token issued': {
    change: 'wraps',
    module: 'token-generator.ts, signing-key.ts, pre-token-generation.ts, revoked-access-tokens.ts',
    why: "cognito-local signs with the key pair published in its package, which anyone could sign an administrator's token with; tokens are signed again with this installation's key; and it sends the pre-token-generation trigger only the V1_0 event, so the project's own trigger handler is run with the V2_0 event the deployed pool sends, its access-token claims (the MFA claim) written in, and its refusal (an enrolled administrator's refresh) answered as a pool answers a trigger's failure, UserLambdaValidationException; each access token's moment of issue is noted for the sign-outs that revoke it",
  },
  'every code delivered (sign-up, a forgotten password)': {
    change: 'wraps',
    module: 'code-mail.ts',
    why: 'cognito-local only logs codes on its console; a user pool emails them, so each is also mailed to the local mailbox (the SES emulator), where every other mail of the bank lands',
  },
  'GET /<poolId>/.well-known/jwks.json and openid-configuration': {
    change: 'replaces',
    module: 'well-known.ts',
    why: "cognito-local publishes its package's key and names port 9229; these publish this installation's key and this emulator",
  },
} as const satisfies Record<string, LayerChange>;

export { CODE_MAIL_FROM } from './code-mail';
export { startCognito, type CognitoEmulator, type CognitoOptions } from './emulator';
export { publishedKeyPair, readSigningKey, type SigningKey } from './signing-key';
export { TOKEN_AUTHORISED_TARGETS, type TokenAuthorisedTarget } from './token-calls';
