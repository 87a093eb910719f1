import type { IncomingHttpHeaders } from 'node:http';
import type { Refusal } from '../../loopback-guard';

/*
 * Cognito answers two kinds of calls. The user-pool calls a sign-in page makes need no AWS
 * credentials: they carry a password, a code or the user's own token. Everything else — every
 * `Admin*` call, creating pools, clients and groups, listing users — needs IAM credentials, and
 * AWS refuses it without them. cognito-local checks no credentials at all, so a page that could
 * reach it could make itself an administrator. The emulator therefore answers a browser (a
 * request with an `Origin`, or one forwarded by the web app's proxy) only the first kind.
 */

/** Cognito's user-pool operations that need no IAM credentials (public, or authorized by the user's own tokens). */
export const BROWSER_TARGETS: ReadonlySet<string> = new Set([
  'AssociateSoftwareToken',
  'ChangePassword',
  'ConfirmDevice',
  'ConfirmForgotPassword',
  'ConfirmSignUp',
  'DeleteUser',
  'DeleteUserAttributes',
  'ForgetDevice',
  'ForgotPassword',
  'GetDevice',
  'GetTokensFromRefreshToken',
  'GetUser',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'InitiateAuth',
  'ListDevices',
  'ResendConfirmationCode',
  'RespondToAuthChallenge',
  'RevokeToken',
  'SetUserMFAPreference',
  'SignUp',
  'UpdateDeviceStatus',
  'UpdateUserAttributes',
  'VerifySoftwareToken',
  'VerifyUserAttribute',
]);

/** `AWSCognitoIdentityProviderService.InitiateAuth` → `InitiateAuth`. */
const targetOf = (header: string | string[] | undefined): string => (typeof header === 'string' ? (header.split('.')[1] ?? '') : '');

/** A request from a page: it names its origin, or the web app's proxy forwarded it (`X-Forwarded-For`). */
const fromBrowser = (headers: IncomingHttpHeaders): boolean => headers.origin !== undefined || headers['x-forwarded-for'] !== undefined;

/** Why the emulator must not answer this request, or null: a browser may make only the calls of BROWSER_TARGETS. */
export function browserCallRefusal(headers: IncomingHttpHeaders): Refusal | null {
  if (!fromBrowser(headers) || BROWSER_TARGETS.has(targetOf(headers['x-amz-target']))) return null;
  return { status: 403, message: 'This call needs AWS credentials; a web page cannot make it' };
}
