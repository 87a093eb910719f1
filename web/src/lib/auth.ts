import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  setUpTOTP,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import { RuntimeConfig } from '@sandbank/shared';
import { noteSessionEnded } from './auth-notice';
import { decodeJwtClaims, type JwtClaims } from './jwt';
import { sessionUserFrom, type SessionUser } from './stored-session';

/*
 * Amplify Auth and every call that needs it. Loaded on demand (lib/session.ts): pages that only
 * read the stored session never download it.
 */

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type RefreshedTokens = Awaited<ReturnType<TokenRefresher>>;

const AUTH_FLOW = 'USER_PASSWORD_AUTH';

/** Configures Amplify Auth from `/config.json`, checked against the shared schema first. Call once. */
export function configureAuth(runtimeConfig: unknown): void {
  const config = RuntimeConfig.parse(runtimeConfig);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  Hub.listen('auth', ({ payload }) => {
    if (payload.event !== 'tokenRefresh_failure' || !endsSession(payload.data?.error)) return;
    noteSessionEnded();
    // Amplify forgets the tokens only after NotAuthorizedException and its kin; a refresh the pool's
    // trigger refused (an enrolled administrator's) ends the session just the same.
    if (refusedByTrigger(payload.data?.error)) void signOut();
  });
  if (config.cognitoEndpoint) {
    // The Cognito emulator lacks GetTokensFromRefreshToken, which Amplify uses to refresh; it does
    // support InitiateAuth with REFRESH_TOKEN_AUTH, so refresh through that instead.
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      initiateAuthRefresher(config.cognitoEndpoint, config.userPoolClientId),
    );
  }
}

/**
 * Cognito's answer to a refresh its pre-token-generation trigger refused: the pool renews no
 * session of an administrator who has enrolled an authenticator (they sign in again with its code).
 */
const TRIGGER_REFUSAL = 'UserLambdaValidationException';

/**
 * The refusals after which the session is over: the refresh token is revoked or expired, the user
 * is gone (Amplify drops the session itself), or the pool's trigger refused the refresh.
 */
const SESSION_ENDING_ERRORS = new Set(['NotAuthorizedException', 'TokenRevokedException', 'UserNotFoundException', TRIGGER_REFUSAL]);

const endsSession = (error: unknown): boolean => error instanceof Error && SESSION_ENDING_ERRORS.has(error.name);
const refusedByTrigger = (error: unknown): boolean => error instanceof Error && error.name === TRIGGER_REFUSAL;

class CognitoRequestError extends Error {
  constructor(name: string, message: string) {
    super(message);
    // Amplify clears the stored session when a refresh fails with NotAuthorizedException.
    this.name = name;
  }
}

type Jwt = RefreshedTokens['accessToken'];

const asJwt = (token: string): Jwt => ({ toString: () => token, payload: decodeJwtClaims(token) as Jwt['payload'] });

function initiateAuthRefresher(endpoint: string, clientId: string): TokenRefresher {
  return async ({ tokens, username }): Promise<RefreshedTokens> => {
    if (!tokens.refreshToken) throw new CognitoRequestError('NotAuthorizedException', 'No refresh token');
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      __type?: string;
      message?: string;
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
    };
    const result = body.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) {
      const name = body.__type?.split('#').pop() ?? 'NotAuthorizedException';
      throw new CognitoRequestError(name, body.message ?? `Token refresh failed (HTTP ${response.status})`);
    }
    const accessToken = asJwt(result.AccessToken);
    const issuedAt = accessToken.payload.iat ?? Math.floor(Date.now() / 1000);
    return {
      accessToken,
      ...(result.IdToken ? { idToken: asJwt(result.IdToken) } : {}),
      clockDrift: issuedAt * 1000 - Date.now(),
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      username,
    };
  };
}

/**
 * The bearer token for `/api` calls: the Cognito access token, refreshed when it has expired, or
 * now when `forceRefresh` says it is too close to expiry to send (Amplify itself refreshes only
 * within seconds of expiry).
 */
export async function getAccessToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
  try {
    const { tokens } = await fetchAuthSession({ forceRefresh: options.forceRefresh ?? false });
    return tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
}

/** The current session, or null when nobody is signed in (or the session can no longer be refreshed). */
export async function readSessionUser(): Promise<SessionUser | null> {
  let tokens;
  try {
    ({ tokens } = await fetchAuthSession());
  } catch {
    return null;
  }
  if (!tokens?.accessToken) return null;
  return sessionUserFrom(tokens.accessToken.payload as JwtClaims, tokens.idToken?.payload as JwtClaims | undefined, tokens.signInDetails?.loginId);
}

/** Auth events after which the session has to be read again. */
const SESSION_EVENTS = new Set(['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure']);

/** Calls `onChange` after every sign-in, sign-out and token refresh, here or in another tab. */
export function listenForSessionChanges(onChange: () => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (SESSION_EVENTS.has(payload.event)) onChange();
  });
}

/** `authenticatorCode`: the user has an authenticator app enrolled, and the pool asks for its code. */
export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'authenticatorCode';

type SignInResult = Awaited<ReturnType<typeof signIn>>;

function outcomeOf(result: SignInResult): SignInOutcome {
  if (result.isSignedIn) return 'signedIn';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'authenticatorCode';
  throw new Error(`This sandbox does not support the sign-in step ${result.nextStep.signInStep}.`);
}

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  return outcomeOf(await signIn({ username: email, password, options: { authFlowType: AUTH_FLOW } }));
}

/** Answers the sign-in's SOFTWARE_TOKEN_MFA challenge with the authenticator app's 6-digit code. */
export async function answerAuthenticatorCode(code: string): Promise<SignInOutcome> {
  return outcomeOf(await confirmSignIn({ challengeResponse: code }));
}

/** Whether the signed-in user has an authenticator app enrolled (Cognito GetUser: SOFTWARE_TOKEN_MFA enabled). */
export async function hasAuthenticator(): Promise<boolean> {
  const { enabled = [] } = await fetchMFAPreference();
  return enabled.includes('TOTP');
}

export interface AuthenticatorSetup {
  /** The shared secret (base32), for typing into an app by hand. */
  secret: string;
  /** The `otpauth://totp/…` URI an app reads from the QR code. */
  uri: string;
}

/** Starts enrolling an authenticator app (Cognito AssociateSoftwareToken, with the user's access token). */
export async function startAuthenticatorSetup(issuer: string, accountName: string): Promise<AuthenticatorSetup> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(issuer, accountName).toString() };
}

/**
 * Finishes the enrolment with a code the app shows (VerifySoftwareToken), then makes the app the
 * user's MFA (SetUserMFAPreference): from the next sign-in on, the pool asks for its code.
 */
export async function finishAuthenticatorSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code, options: { friendlyDeviceName: 'Authenticator app' } });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Registers a new customer; resolves to true when Cognito asks for the emailed code. */
export async function signUpWithPassword(details: SignUpDetails): Promise<{ needsConfirmation: boolean }> {
  const result = await signUp({
    username: details.email,
    password: details.password,
    options: {
      userAttributes: { email: details.email, given_name: details.firstName, family_name: details.lastName },
    },
  });
  return { needsConfirmation: result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
}

export async function confirmSignUpCode(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendConfirmationCode(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

/**
 * Signs the user out of every session, in every browser: Cognito revokes all their refresh tokens
 * (GlobalSignOut), so no other session can renew its tokens, then this browser forgets its own.
 */
export async function signOutEverywhere(): Promise<void> {
  await signOut({ global: true });
}

/** Forgets this browser's session only (the API no longer accepts it; other sessions are not ours to end). */
export async function signOutOfThisBrowser(): Promise<void> {
  await signOut();
}

/**
 * Asks the user pool to email a code for a forgotten password (Cognito ForgotPassword). It answers
 * alike whether or not the email has an account; only an account's owner receives a code.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: email });
}

/** Sets a new password with the emailed code (Cognito ConfirmForgotPassword). */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

/** Changes the signed-in user's password (Cognito ChangePassword, authorized by their access token). */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword: currentPassword, newPassword });
}
