import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createUser, signIn, userPoolTargetOf } from '../../local/users';

/*
 * A failed password sign-in as the emulator layer answers it (scripts/local/emulators/cognito/sign-in.ts):
 * the same NotAuthorizedException as a user pool, whether the password is wrong or nobody has the email.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);

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
});
