import { randomBytes } from 'node:crypto';
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { enrolAuthenticator, signInWithCode } from '../../local/authenticator';
import { readSentEmails } from '../../local/emulators/ses';
import { cognitoClient, createUser, signIn, userPoolTargetOf } from '../../local/users';
import { waitForPoolCode } from '../harness/mailbox';

/*
 * A forgotten password in the Cognito emulator (scripts/local/emulators/cognito/forgot-password.ts
 * and code-mail.ts): Amplify's resetPassword and confirmResetPassword, as the sign-in page calls
 * them. The code comes from the local mailbox, as a person would read it.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const clientId = stack.userPoolClientId;

const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

async function outcomeOf(command: ForgotPasswordCommand | ConfirmForgotPasswordCommand | SignUpCommand): Promise<string> {
  const client = cognitoClient(pool);
  try {
    const answer = await client.send(command as ForgotPasswordCommand);
    return answer.CodeDeliveryDetails ? `sent to ${answer.CodeDeliveryDetails.Destination}` : 'done';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  } finally {
    client.destroy();
  }
}

const forgot = (email: string) => outcomeOf(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
const confirm = (email: string, code: string, password: string) =>
  outcomeOf(new ConfirmForgotPasswordCommand({ ClientId: clientId, Username: email, ConfirmationCode: code, Password: password }));
const signInOutcome = (email: string, password: string) =>
  signIn(pool, email, password).then(
    () => 'signed in',
    (error: Error) => error.name,
  );
const mailTo = async (address: string, sinceMs: number) =>
  (await readSentEmails(stack.urls.ses, Math.floor(sinceMs / 1000))).filter((email) => email.destination.to.includes(address));

describe('a forgotten password in the Cognito emulator', () => {
  it('mails a code to the local mailbox; the code with a new password replaces the old one', async () => {
    const user = { email: newEmail('forgot'), password: 'the old passphrase' };
    await createUser(pool, user);
    const since = Date.now();

    expect(await forgot(user.email)).toBe('sent to f***@e***');
    const code = await waitForPoolCode(stack.urls.ses, user.email, { sinceMs: since });
    const [mail] = await mailTo(user.email, since);
    expect(mail?.subject).toBe('Your Sandbank confirmation code');

    expect(await confirm(user.email, code === '000000' ? '111111' : '000000', 'a new passphrase')).toBe(
      'CodeMismatchException: Incorrect confirmation code',
    );
    expect(await confirm(user.email, code, 'short')).toBe('InvalidPasswordException: Password does not conform to policy: Password not long enough');
    expect(await signInOutcome(user.email, user.password)).toBe('signed in');

    expect(await confirm(user.email, code, 'a new passphrase')).toBe('done');
    expect(await signInOutcome(user.email, user.password)).toBe('NotAuthorizedException');
    expect(await signInOutcome(user.email, 'a new passphrase')).toBe('signed in');
    // A code serves once.
    expect(await confirm(user.email, code, 'yet another passphrase')).toBe('CodeMismatchException: Incorrect confirmation code');
  });

  it('answers an email without an account exactly like one with, and mails nothing', async () => {
    const email = newEmail('nobody');
    const since = Date.now();
    expect(await forgot(email)).toBe('sent to n***@e***');
    expect(await confirm(email, '123456', 'a new passphrase')).toBe('CodeMismatchException: Incorrect confirmation code');
    expect(await mailTo(email, since)).toEqual([]);
  });

  it('mails the sign-up code to the local mailbox too', async () => {
    const email = newEmail('sign-up');
    const since = Date.now();
    await outcomeOf(new SignUpCommand({ ClientId: clientId, Username: email, Password: 'a sign-up passphrase', UserAttributes: [{ Name: 'email', Value: email }] }));
    expect(await waitForPoolCode(stack.urls.ses, email, { sinceMs: since })).toMatch(/^\d{6}$/);
  });

  it('leaves an enrolled authenticator in place: the sign-in with the new password asks for its code', async () => {
    const user = { email: newEmail('forgot-mfa'), password: 'the old passphrase' };
    await createUser(pool, user);
    await enrolAuthenticator(pool, (await signInWithCode(pool, user.email, user.password)).accessToken);
    const since = Date.now();
    expect(await forgot(user.email)).toBe('sent to f***@e***');
    expect(await confirm(user.email, await waitForPoolCode(stack.urls.ses, user.email, { sinceMs: since }), 'a new passphrase')).toBe('done');
    const client = cognitoClient(pool);
    try {
      const started = await client.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: user.email, PASSWORD: 'a new passphrase' } }),
      );
      expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
      expect(started.AuthenticationResult).toBeUndefined();
    } finally {
      client.destroy();
    }
  });
});
