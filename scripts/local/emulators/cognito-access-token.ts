import { createRequire } from 'node:module';
import { errors, importJWK, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';

/** cognito-local signs every token with the key pair shipped in its package. */
export function emulatorSigningKey(): JWTVerifyGetKey {
  const { jwk } = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> };
  const key = importJWK(jwk, 'RS256');
  return () => key;
}

export interface TokenOwner {
  userPool: UserPoolService;
  username: string;
}

/**
 * The user a call authorized by their own access token is about, as Cognito decides it: the token
 * must be a valid access token issued by this emulator for one of its pools. cognito-local's own
 * calls only decode the token; the calls this layer serves verify it.
 */
export const accessTokenOwner =
  ({ cognito, config }: Pick<Services, 'cognito' | 'config'>, signingKey: JWTVerifyGetKey) =>
  async (ctx: Context, accessToken: string | undefined): Promise<TokenOwner> => {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(accessToken ?? '', signingKey, { algorithms: ['RS256'] }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new NotAuthorizedError('Invalid Access Token');
      throw error;
    }
    if (claims.token_use !== 'access' || typeof claims.client_id !== 'string' || typeof claims.username !== 'string') {
      throw new NotAuthorizedError('Invalid Access Token');
    }
    const userPool = await cognito.getUserPoolForClientId(ctx, claims.client_id);
    if (claims.iss !== `${config.TokenConfig.IssuerDomain}/${userPool.options.Id}`) throw new NotAuthorizedError('Invalid Access Token');
    return { userPool, username: claims.username };
  };
