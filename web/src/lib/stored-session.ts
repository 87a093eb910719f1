import { signedInWithMfa } from '@sandbank/shared/mfa';
import { decodeJwtClaims, isAdminClaims, isTestCustomerClaims, type JwtClaims } from './jwt';
import { lastAuthUserKey, sessionKeysOf } from './session-keys';

/** The signed-in person as the browser knows them, read from the Cognito tokens. */
export interface SessionUser {
  userId: string;
  email: string | null;
  isAdmin: boolean;
  /** A test customer (the `test-customers` group in the access token, as the API reads it). */
  isTestCustomer: boolean;
  /** This session signed in with an authenticator code (the access token's MFA claim); the back office needs it. */
  signedInWithMfa: boolean;
}

/**
 * What the browser holds of a Cognito session, read without loading Amplify:
 * - `none`: nobody is signed in here;
 * - `valid`: tokens that are good for a while yet, and who they belong to;
 * - `needsRefresh`: expired or unreadable tokens beside a refresh token; only Amplify can tell
 *   whether the session goes on.
 */
export type StoredSession =
  | { status: 'none' }
  | { status: 'valid'; user: SessionUser; accessToken: string; expiresAt: number }
  | { status: 'needsRefresh' };

export type StorageReader = Pick<Storage, 'getItem'>;

/** Amplify refreshes a token this close to its expiry; reading it as expired keeps both in step. */
const EXPIRY_TOLERANCE_MS = 5_000;

/** Who the tokens belong to: the user id from the access token, the email from the ID token or the sign-in. */
export function sessionUserFrom(access: JwtClaims, id: JwtClaims | undefined, loginId?: string): SessionUser {
  const email = (typeof id?.email === 'string' ? id.email : undefined) ?? loginId ?? null;
  return {
    userId: String(access.sub ?? id?.sub ?? ''),
    email,
    isAdmin: isAdminClaims(access) || isAdminClaims(id),
    isTestCustomer: isTestCustomerClaims(access),
    signedInWithMfa: signedInWithMfa(access),
  };
}

function readClaims(token: string | null): JwtClaims | null {
  if (!token) return null;
  try {
    return decodeJwtClaims(token);
  } catch {
    return null;
  }
}

function readLoginId(signInDetails: string | null): string | undefined {
  if (!signInDetails) return undefined;
  try {
    const details: unknown = JSON.parse(signInDetails);
    if (typeof details === 'object' && details !== null && 'loginId' in details && typeof details.loginId === 'string') {
      return details.loginId;
    }
  } catch {
    // Unreadable details only cost the fallback email.
  }
  return undefined;
}

/** Reads Amplify's stored session for the app client `clientId`, as of `now` (ms). */
export function readStoredSession(storage: StorageReader, clientId: string, now: number): StoredSession {
  const prefix = sessionKeysOf(clientId);
  const username = storage.getItem(lastAuthUserKey(clientId));
  if (!username) return { status: 'none' };
  const item = (name: string) => storage.getItem(`${prefix}${username}.${name}`);
  const accessToken = item('accessToken');
  if (!accessToken) return { status: 'none' };
  const refreshable: StoredSession = item('refreshToken') ? { status: 'needsRefresh' } : { status: 'none' };

  const access = readClaims(accessToken);
  const idToken = item('idToken');
  const id = idToken ? readClaims(idToken) : undefined;
  if (!access || id === null || typeof access.exp !== 'number') return refreshable;
  // Amplify keeps the difference between this clock and Cognito's; the same correction applies here.
  const clockDrift = Number.parseInt(item('clockDrift') ?? '0', 10) || 0;
  const expiresAt = Math.min(access.exp, typeof id?.exp === 'number' ? id.exp : access.exp) * 1000;
  if (now + clockDrift + EXPIRY_TOLERANCE_MS > expiresAt) return refreshable;
  return {
    status: 'valid',
    user: sessionUserFrom(access, id, readLoginId(item('signInDetails'))),
    accessToken,
    expiresAt: expiresAt - clockDrift,
  };
}
