import type { AuthenticatorSetup, SignInOutcome, SignUpDetails } from './auth';
import { forgetSessionEnded, noteSessionEnded } from './auth-notice';
import { loadAuth, readSession, readStored } from './session';
import { getSession, updateSession } from './session-state';

/*
 * What the app asks of the auth library (lib/auth.ts), which each of these loads on first use.
 * Only pages that sign in, sign out or call the API import this module.
 */

/** A token with less than this left is refreshed before a call rather than sent. */
const MIN_TOKEN_LIFETIME_MS = 60_000;

/** Fetches the auth library ahead of need, e.g. while a visitor fills in the sign-in form. */
export function preloadAuth(): void {
  loadAuth().catch(() => undefined);
}

/**
 * The bearer token for `/api` calls; refreshed through Amplify when it is about to expire. Access
 * tokens live 15 minutes, so a session that stays open refreshes every quarter of an hour, and
 * one whose refresh token was revoked (Sign Out elsewhere) or that the pool does not renew (an
 * administrator's) ends at that moment. `refreshEarly: false` sends a token that has not expired
 * as it is: for a call made as the session ends, which must not end it first.
 */
export async function getAccessToken(options: { refreshEarly?: boolean } = {}): Promise<string | null> {
  const stored = readStored();
  const lastsEnough = options.refreshEarly === false || (stored.status === 'valid' && stored.expiresAt - Date.now() > MIN_TOKEN_LIFETIME_MS);
  if (stored.status === 'valid' && lastsEnough) return stored.accessToken;
  if (stored.status === 'none') return null;
  return (await loadAuth()).getAccessToken({ forceRefresh: stored.status === 'valid' });
}

async function signedInWhen(outcome: SignInOutcome): Promise<SignInOutcome> {
  if (outcome === 'signedIn') {
    forgetSessionEnded();
    await readSession();
  }
  return outcome;
}

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  return signedInWhen(await (await loadAuth()).signInWithPassword(email, password));
}

/** The second step of a sign-in the pool answered with `authenticatorCode`. */
export async function signInWithAuthenticatorCode(code: string): Promise<SignInOutcome> {
  return signedInWhen(await (await loadAuth()).answerAuthenticatorCode(code));
}

export async function hasAuthenticator(): Promise<boolean> {
  return (await loadAuth()).hasAuthenticator();
}

export async function startAuthenticatorSetup(issuer: string, accountName: string): Promise<AuthenticatorSetup> {
  return (await loadAuth()).startAuthenticatorSetup(issuer, accountName);
}

export async function finishAuthenticatorSetup(code: string): Promise<void> {
  await (await loadAuth()).finishAuthenticatorSetup(code);
}

export async function signUp(details: SignUpDetails): Promise<{ needsConfirmation: boolean }> {
  return (await loadAuth()).signUpWithPassword(details);
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  await (await loadAuth()).confirmSignUpCode(email, code);
}

export async function resendSignUpCode(email: string): Promise<void> {
  await (await loadAuth()).resendConfirmationCode(email);
}

export async function sendPasswordResetCode(email: string): Promise<void> {
  await (await loadAuth()).requestPasswordReset(email);
}

export async function resetPasswordWithCode(email: string, code: string, newPassword: string): Promise<void> {
  await (await loadAuth()).confirmPasswordReset(email, code, newPassword);
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await (await loadAuth()).changeOwnPassword(currentPassword, newPassword);
}

/** Signed out in this browser afterwards, whether or not `end` reached Cognito. */
async function endSession(end: (auth: Awaited<ReturnType<typeof loadAuth>>) => Promise<void>): Promise<void> {
  try {
    await end(await loadAuth());
  } finally {
    updateSession({ status: 'signedOut' });
  }
}

/** While the person signs out, a call refused for want of a session is no news to tell them. */
let signingOut = false;

/** Sign Out: ends every session of the user, in this browser and any other. */
export async function signOut(): Promise<void> {
  signingOut = true;
  forgetSessionEnded();
  try {
    await endSession((auth) => auth.signOutEverywhere());
  } finally {
    signingOut = false;
  }
}

/** Ends this browser's session only, when the API no longer accepts it (expired or revoked); the sign-in page says so. */
export const endSessionHere = (): Promise<void> => {
  // A call answered 401 after the person signed out here (it left before the session ended) is no news either.
  if (!signingOut && getSession().status === 'signedIn') noteSessionEnded();
  return endSession((auth) => auth.signOutOfThisBrowser());
};

/** A message safe to show for anything Amplify or Cognito throws. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
