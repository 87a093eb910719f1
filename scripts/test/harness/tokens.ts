import { SignJWT, type JWTPayload } from 'jose';
import { readSigningKey } from '../../local/emulators/cognito';
import { testStack } from './stack-info';

/**
 * An access token for the tier's user pool signed with the stack's own Cognito key, with `claims`
 * over a valid one's: what the emulator would never issue (an expired token, another client's),
 * for tests of the checks that must refuse it.
 */
export async function mintAccessToken(claims: JWTPayload): Promise<string> {
  const stack = testStack();
  const key = await readSigningKey(stack.cognitoSigningKeyFile);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: 'minted-user',
    client_id: stack.userPoolClientId,
    token_use: 'access',
    iss: `${stack.urls.cognito}/${stack.userPoolId}`,
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .sign(key.privateKey);
}
