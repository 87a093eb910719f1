import { randomBytes } from 'node:crypto';
import { ChangePasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, createUser, signIn, userPoolTargetOf } from '../../local/users';

/*
 * ChangePassword as the emulator layer serves it (scripts/local/emulators/cognito/change-password.ts):
 * the call Amplify's updatePassword makes from the profile pages, with the user's access token.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);

const newSignedInUser = async () => {
  const user = { email: `change-password-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery' };
  await createUser(pool, user);
  return { ...user, tokens: await signIn(pool, user.email, user.password) };
};

async function changePassword(accessToken: string, previous: string, proposed: string): Promise<string> {
  const client = cognitoClient(pool);
  try {
    await client.send(new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }));
    return 'changed';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  } finally {
    client.destroy();
  }
}

const signInOutcome = (email: string, password: string) =>
  signIn(pool, email, password).then(
    () => 'signed in',
    (error: Error) => error.name,
  );

describe('ChangePassword in the Cognito emulator', () => {
  it('changes the password: the old one stops working, the new one works', async () => {
    const user = await newSignedInUser();
    expect(await changePassword(user.tokens.accessToken, user.password, 'a brand new passphrase')).toBe('changed');
    expect(await signInOutcome(user.email, user.password)).not.toBe('signed in');
    expect(await signInOutcome(user.email, 'a brand new passphrase')).toBe('signed in');
  });

  it('refuses a wrong current password as Cognito does, and changes nothing', async () => {
    const user = await newSignedInUser();
    expect(await changePassword(user.tokens.accessToken, 'not the password', 'a brand new passphrase')).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
    expect(await signInOutcome(user.email, user.password)).toBe('signed in');
  });

  it('holds the new password to the pool policy', async () => {
    const user = await newSignedInUser();
    expect(await changePassword(user.tokens.accessToken, user.password, 'short')).toBe(
      'InvalidPasswordException: Password does not conform to policy: Password not long enough',
    );
    expect(await signInOutcome(user.email, user.password)).toBe('signed in');
  });

  it('refuses a token the emulator did not sign, whatever it claims', async () => {
    const user = await newSignedInUser();
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({
      username: user.email,
      client_id: stack.userPoolClientId,
      token_use: 'access',
      iss: `${stack.urls.cognito}/${stack.userPoolId}`,
      iat: now,
      exp: now + 600,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    expect(await changePassword(forged, user.password, 'taken over by a forger')).toMatch(/^NotAuthorizedException/);
    expect(await signInOutcome(user.email, user.password)).toBe('signed in');
  });
});
