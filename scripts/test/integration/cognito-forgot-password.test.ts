import { randomBytes } from 'node:crypto';
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { enrolAuthenticator, signInWithCode } from '../../local/authenticator';
import { readSentEmails } from '../../local/emulators/ses';
import { cognitoClient, createUser, signIn, userPoolTargetOf } from '../../local/users';
import { waitForPoolCode } from '../harness/mailbox';
import { callApi, rawRequest } from '@sandbank/scripts/test-harness';

/*
 * A forgotten password in the Cognito emulator (scripts/local/emulators/cognito/forgot-password.ts,
 * reset-codes.ts and code-mail.ts): Amplify's resetPassword and confirmResetPassword, as the sign-in
 * page calls them. The code comes from the local mailbox, as a person would read it. Only the code
 * ForgotPassword sent sets a password, once, and five wrong codes void it.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const clientId = stack.userPoolClientId;

const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

async function outcomeOf(command: ForgotPasswordCommand | ConfirmForgotPasswordCommand | SignUpCommand | ConfirmSignUpCommand): Promise<string> {
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
/** ConfirmForgotPassword as a page of the app sends it through the app's `/cognito` proxy (which marks it forwarded), with exactly `body`. */
async function confirmFromPage(body: object): Promise<string> {
  const answer = await rawRequest(`${stack.urls.cognito}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ConfirmForgotPassword',
      origin: stack.appOrigin,
      'x-forwarded-for': '127.0.0.1',
    },
    body: JSON.stringify(body),
  });
  if (answer.status === 200) return 'done';
  const { __type: type, message } = JSON.parse(answer.body) as { __type?: string; message?: string };
  return `${answer.status} ${type}: ${message}`;
}

const WRONG_CODE = 'CodeMismatchException: Invalid verification code provided, please try again.';

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
      'CodeMismatchException: Invalid verification code provided, please try again.',
    );
    expect(await confirm(user.email, code, 'short')).toBe('InvalidPasswordException: Password does not conform to policy: Password not long enough');
    expect(await signInOutcome(user.email, user.password)).toBe('signed in');

    expect(await confirm(user.email, code, 'a new passphrase')).toBe('done');
    expect(await signInOutcome(user.email, user.password)).toBe('NotAuthorizedException');
    expect(await signInOutcome(user.email, 'a new passphrase')).toBe('signed in');
    // A code serves once.
    expect(await confirm(user.email, code, 'yet another passphrase')).toBe('CodeMismatchException: Invalid verification code provided, please try again.');
  });

  it('answers an email without an account exactly like one with, and mails nothing', async () => {
    const email = newEmail('nobody');
    const since = Date.now();
    expect(await forgot(email)).toBe('sent to n***@e***');
    expect(await confirm(email, '123456', 'a new passphrase')).toBe('CodeMismatchException: Invalid verification code provided, please try again.');
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

describe('a password reset without the code ForgotPassword sent', () => {
  it("sets no one's password: a customer, a test customer and an administrator, with no code pending, keep theirs", async () => {
    const customer = { email: newEmail('no-code-customer'), password: 'the customer passphrase' };
    await createUser(pool, customer);
    // An administrator as `npm run admin:create` makes one.
    const administrator = { email: newEmail('no-code-admin'), password: 'the administrator passphrase', admin: true };
    await createUser(pool, administrator);
    const created = await callApi('createTestCustomer', { body: { ttlMinutes: 30 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const testCustomer = created.body as { email: string; password: string };

    for (const user of [customer, administrator, testCustomer]) {
      const takeover = { ClientId: clientId, Username: user.email, Password: 'the attacker passphrase' };
      expect(await confirmFromPage(takeover), user.email).toBe(
        "400 InvalidParameterException: 1 validation error detected: Value null at 'confirmationCode' failed to satisfy constraint: Member must not be null",
      );
      expect(await confirmFromPage({ ...takeover, ConfirmationCode: '' }), user.email).toMatch(/^400 InvalidParameterException: /);
      // The fixed code of the test stack, never sent to this user: no code is pending.
      expect(await confirmFromPage({ ...takeover, ConfirmationCode: '123456' }), user.email).toBe(`400 ${WRONG_CODE}`);
      expect(await signInOutcome(user.email, 'the attacker passphrase'), user.email).toBe('NotAuthorizedException');
      expect(await signInOutcome(user.email, user.password), user.email).toBe('signed in');
    }
  });

  it('takes no sign-up code as a reset code', async () => {
    const email = newEmail('sign-up-code');
    const since = Date.now();
    await outcomeOf(new SignUpCommand({ ClientId: clientId, Username: email, Password: 'a sign-up passphrase', UserAttributes: [{ Name: 'email', Value: email }] }));
    const signUpCode = await waitForPoolCode(stack.urls.ses, email, { sinceMs: since });
    expect(await confirm(email, signUpCode, 'the attacker passphrase')).toBe(WRONG_CODE);
    // It is still the sign-up's code, and confirms the sign-up with the password chosen then.
    expect(await outcomeOf(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: signUpCode }))).toBe('done');
    expect(await signInOutcome(email, 'a sign-up passphrase')).toBe('signed in');
  });

  it('voids the code after five wrong ones: the right one is then refused until a new code is sent', async () => {
    const user = { email: newEmail('five-wrong'), password: 'the old passphrase' };
    await createUser(pool, user);
    let since = Date.now();
    await forgot(user.email);
    const code = await waitForPoolCode(stack.urls.ses, user.email, { sinceMs: since });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(await confirm(user.email, wrong, 'a new passphrase'), `wrong code ${attempt}`).toBe(WRONG_CODE);
    expect(await confirm(user.email, code, 'a new passphrase')).toBe('LimitExceededException: Attempt limit exceeded, please try after some time.');
    expect(await signInOutcome(user.email, user.password)).toBe('signed in');

    since = Date.now();
    await forgot(user.email);
    expect(await confirm(user.email, await waitForPoolCode(stack.urls.ses, user.email, { sinceMs: since }), 'a new passphrase')).toBe('done');
    expect(await signInOutcome(user.email, 'a new passphrase')).toBe('signed in');
  });
});
