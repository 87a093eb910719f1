import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { cognitoClient, type SignInTokens, type UserPoolTarget } from './users';

/*
 * An authenticator app, for scripts and tests: enrols a user's software token (TOTP, RFC 6238) the
 * way the web app does — AssociateSoftwareToken, VerifySoftwareToken with a code, then
 * SetUserMFAPreference — and answers the SOFTWARE_TOKEN_MFA challenge of a sign-in. A user pool
 * accepts each code once, so codes already given are remembered and a neighbouring 30-second step's
 * code (within the pool's tolerance) used, or the next step awaited.
 */

const PERIOD_SECONDS = 30;
/** Time steps already answered with, per secret: a pool refuses a code twice. */
const usedSteps = new Map<string, Set<number>>();

const codeAt = (secret: string, step: number): string => generateSync({ secret, epoch: step * PERIOD_SECONDS });

/**
 * A code for `secret` no sign-in of this process has used yet: the pool takes a step's code and the
 * codes of the steps either side of it, so the last step's, this step's or the next one's — or,
 * after a wait, a later one's.
 */
export async function freshCode(secret: string): Promise<string> {
  const used = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, used);
  for (;;) {
    const now = Date.now() / 1000;
    const step = Math.floor(now / PERIOD_SECONDS);
    const unused = [step - 1, step, step + 1].find((candidate) => !used.has(candidate));
    if (unused !== undefined) {
      used.add(unused);
      return codeAt(secret, unused);
    }
    await new Promise((resolve) => setTimeout(resolve, ((step + 1) * PERIOD_SECONDS - now) * 1000 + 50));
  }
}

function tokensOf(result: AuthenticationResultType | undefined, email: string): SignInTokens {
  if (!result?.AccessToken || !result.IdToken || !result.RefreshToken) throw new Error(`Sign-in of ${email} did not return tokens`);
  return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
}

/**
 * Password sign-in (USER_PASSWORD_AUTH), answering the SOFTWARE_TOKEN_MFA challenge with a code of
 * `totpSecret` when the pool asks for one; without a secret, a challenged sign-in fails.
 */
export async function signInWithCode(target: UserPoolTarget, email: string, password: string, totpSecret?: string): Promise<SignInTokens> {
  if (!target.userPoolClientId) throw new Error('signIn needs the user pool client id');
  const client = cognitoClient(target);
  try {
    const started = await client.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: target.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    if (!started.ChallengeName) return tokensOf(started.AuthenticationResult, email);
    if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !totpSecret) {
      throw new Error(`Sign-in of ${email} did not return tokens (challenge ${started.ChallengeName}${totpSecret ? '' : ', and no authenticator secret to answer with'})`);
    }
    const answered = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: target.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: started.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: await freshCode(totpSecret) },
      }),
    );
    return tokensOf(answered.AuthenticationResult, email);
  } finally {
    client.destroy();
  }
}

/**
 * Enrols an authenticator for a signed-in user (their access token) and makes it their preferred
 * MFA: from their next sign-in on, the pool asks for its code. Returns the secret (base32), which
 * an authenticator app or `freshCode` turns into codes.
 */
export async function enrolAuthenticator(target: UserPoolTarget, accessToken: string): Promise<string> {
  const client = cognitoClient(target);
  try {
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    if (!SecretCode) throw new Error('AssociateSoftwareToken returned no secret');
    const { Status } = await client.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: await freshCode(SecretCode), FriendlyDeviceName: 'Authenticator' }),
    );
    if (Status !== 'SUCCESS') throw new Error(`VerifySoftwareToken answered ${Status}`);
    await client.send(
      new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
    );
    return SecretCode;
  } finally {
    client.destroy();
  }
}
