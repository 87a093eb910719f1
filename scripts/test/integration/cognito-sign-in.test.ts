import { randomBytes } from 'node:crypto';
import { AdminCreateUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient, createUser, signIn, userPoolTargetOf } from '../../local/users';

/*
 * A failed password sign-in as the emulator layer answers it (scripts/local/emulators/cognito/sign-in.ts):
 * the same NotAuthorizedException as a user pool, whether the password is wrong or nobody has the email;
 * and a user created with a temporary password is asked for a new one only with the temporary one.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const client = cognitoClient(pool);
afterAll(() => client.destroy());

const signInOutcome = (email: string, password: string) =>
  signIn(pool, email, password).then(
    () => 'signed in',
    (error: Error) => `${error.name}: ${error.message}`,
  );

describe('InitiateAuth in the Cognito emulator', () => {
  it('answers a wrong password and an unknown email alike, as Cognito does', async () => {
    const user = { email: `sign-in-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery' };
    await createUser(pool, user);
    expect(await signInOutcome(user.email, 'not the password')).toBe('NotAuthorizedException: Incorrect username or password.');
    expect(await signInOutcome(`nobody-${randomBytes(4).toString('hex')}@example.com`, 'not the password')).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
    expect(await signInOutcome(user.email, user.password)).toBe('signed in');
  });

  it('asks a user created with a temporary password for a new one only when the temporary one is given', async () => {
    const email = `temporary-${randomBytes(4).toString('hex')}@example.com`;
    const temporaryPassword = 'temporary horse battery';
    await client.send(new AdminCreateUserCommand({ UserPoolId: pool.userPoolId, Username: email, TemporaryPassword: temporaryPassword, MessageAction: 'SUPPRESS' }));
    const start = (password: string) =>
      client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
    await expect(start('a guess')).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect((await start(temporaryPassword)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });
});
