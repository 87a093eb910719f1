import { errors, jwtVerify, type CryptoKey } from 'jose';
import { type Context, NotAuthorizedError, ResourceNotFoundError, type Services, type UserPoolService } from './cognito-local';
import type { IssuedAccessTokens } from './revoked-access-tokens';

export interface TokenOwner {
  userPool: UserPoolService;
  username: string;
}

/** The scope every access token of a user-pool sign-in carries; the calls about the user themselves require it. */
const USER_SELF_SERVICE_SCOPE = 'aws.cognito.signin.user.admin';

/** Checks an access token and names its owner; Cognito's NotAuthorizedException when it is not a valid one. */
export type AccessTokenVerifier = (ctx: Context, accessToken: unknown) => Promise<TokenOwner>;

async function verifiedClaims(accessToken: unknown, publicKey: CryptoKey) {
  try {
    return (await jwtVerify(typeof accessToken === 'string' ? accessToken : '', publicKey, { algorithms: ['RS256'] })).payload;
  } catch (error) {
    // jose checks the signature before the claims: only a genuine token is ever called expired.
    if (error instanceof errors.JWTExpired) throw new NotAuthorizedError('Access Token has expired');
    if (error instanceof errors.JOSEError) throw new NotAuthorizedError('Invalid Access Token');
    throw error;
  }
}

/**
 * The user a call authorized by their own access token is about, as Cognito decides it: the token
 * must be signed with this installation's key (`publicKey` is its public half, see
 * signing-key.ts; the key pair published in cognito-local's package signs nothing valid),
 * unexpired, an access token (not an ID token) with the user's own scope, issued for an app client
 * of one of its pools by that pool's issuer, and not revoked by a sign-out everywhere of its user
 * since (revoked-access-tokens.ts). cognito-local's own calls only decode the token; the emulator
 * process verifies it before any of them runs (token-calls.ts).
 */
export const accessTokenOwner =
  ({ cognito, config }: Pick<Services, 'cognito' | 'config'>, publicKey: CryptoKey, issued: IssuedAccessTokens): AccessTokenVerifier =>
  async (ctx, accessToken) => {
    const claims = await verifiedClaims(accessToken, publicKey);
    if (claims.token_use !== 'access' || typeof claims.client_id !== 'string' || typeof claims.username !== 'string') {
      throw new NotAuthorizedError('Invalid Access Token');
    }
    if (typeof claims.scope !== 'string' || !claims.scope.split(' ').includes(USER_SELF_SERVICE_SCOPE)) {
      throw new NotAuthorizedError('Access Token does not have required scopes');
    }
    // A token for an app client this emulator does not have is no token of its own.
    const userPool = await cognito.getUserPoolForClientId(ctx, claims.client_id).catch((error: unknown) => {
      throw error instanceof ResourceNotFoundError ? new NotAuthorizedError('Invalid Access Token') : error;
    });
    if (claims.iss !== `${config.TokenConfig.IssuerDomain}/${userPool.options.Id}`) throw new NotAuthorizedError('Invalid Access Token');
    issued.refuseRevoked(claims, await userPool.getUserByUsername(ctx, claims.username));
    return { userPool, username: claims.username };
  };
