import { decodeJwt } from 'jose';
import { NotAuthorizedError, type TokenGenerator, type User } from './cognito-local';

/*
 * What a user pool remembers of a sign-out everywhere: its own calls that take an access token
 * (GetUser, AssociateSoftwareToken, VerifySoftwareToken, ChangePassword, …) refuse every access
 * token issued before the user's last GlobalSignOut or AdminUserGlobalSignOut with
 * NotAuthorizedException 'Access Token has been revoked' (API Gateway's JWT authorizer never asks).
 * cognito-local only drops the refresh tokens, so a token from before an enrolment could bind
 * another authenticator after it. The layer keeps the moment of the user's last sign-out with the
 * user (`SignedOutAt`, ms) and the moment this process issued each access token (by its `jti`): a
 * token's `iat` counts whole seconds, and a sign-in in the second of a sign-out must not be taken
 * for one before it. A token the process did not issue (it has been restarted since) is judged by
 * its `iat`: issued in the second of the sign-out or before, revoked.
 */

export const REVOKED_ACCESS_TOKEN = 'Access Token has been revoked';

/** A user as the layer stores them: cognito-local's record, and when they last signed out everywhere. */
type SignedOutUser = User & { SignedOutAt?: number };

/** `user` signed out everywhere at `at` (ms): every access token issued until then is revoked. */
export const signedOutEverywhere = (user: User, at: number): User => ({ ...user, RefreshTokens: [], SignedOutAt: at }) as SignedOutUser;

interface Issue {
  at: number;
  expiresAt: number;
}

/** The access tokens this process issued, by `jti`, with the moment of issue, until they expire. */
export class IssuedAccessTokens {
  private readonly issued = new Map<string, Issue>();

  constructor(private readonly now: () => number = Date.now) {}

  /** `generator`'s tokens, the moment of issue of each access token noted. */
  noting(generator: TokenGenerator): TokenGenerator {
    return {
      generate: async (...request) => {
        const tokens = await generator.generate(...request);
        this.note(tokens.AccessToken);
        return tokens;
      },
    };
  }

  note(accessToken: string): void {
    const now = this.now();
    for (const [jti, issue] of this.issued) if (issue.expiresAt <= now) this.issued.delete(jti);
    const { jti, exp } = decodeJwt(accessToken);
    if (typeof jti === 'string' && typeof exp === 'number') this.issued.set(jti, { at: now, expiresAt: exp * 1000 });
  }

  /** Refuses a genuine access token (its claims) of `user` issued before their last sign-out everywhere. */
  refuseRevoked(claims: { jti?: unknown; iat?: unknown }, user: User | null): void {
    const signedOutAt = (user as SignedOutUser | null)?.SignedOutAt;
    if (typeof signedOutAt !== 'number') return;
    const noted = typeof claims.jti === 'string' ? this.issued.get(claims.jti)?.at : undefined;
    const issuedAt = noted ?? (typeof claims.iat === 'number' ? claims.iat * 1000 : 0);
    if (issuedAt <= signedOutAt) throw new NotAuthorizedError(REVOKED_ACCESS_TOKEN);
  }
}
