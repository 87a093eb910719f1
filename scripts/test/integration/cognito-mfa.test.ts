import { randomBytes } from 'node:crypto';
import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { generateSync } from 'otplib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_REFRESH_REFUSED_MESSAGE, MFA_CLAIM } from '@sandbank/shared/mfa';
import { enrolAuthenticator, freshCode, signInWithCode } from '../../local/authenticator';
import { cognitoClient, createUser, refreshSession, userPoolTargetOf } from '../../local/users';

/*
 * Software-token MFA in the Cognito emulator, answered as a user pool answers: enrolment
 * (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference), the SOFTWARE_TOKEN_MFA
 * challenge of a sign-in with its session (void after five wrong codes), a code accepted once, the
 * MFA claim the pre-token-generation trigger writes only into the access token of a sign-in that
 * answered a code, and its refusal of an enrolled administrator's refresh.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const client = cognitoClient(pool);
afterAll(() => client.destroy());

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'succeeded',
    (error: Error) => `${error.name}: ${error.message}`,
  );

async function newUser(admin = false) {
  const user = { email: `mfa-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery', admin };
  await createUser(pool, user);
  return user;
}

const startSignIn = (email: string, password: string) =>
  client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));

const answer = (email: string, session: string | undefined, code: string) =>
  client.send(
    new RespondToAuthChallengeCommand({
      ClientId: pool.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('software-token MFA in the Cognito emulator', () => {
  it('enrols an authenticator: a base32 secret, a code verified once, then the preference shown by GetUser and AdminGetUser', async () => {
    const user = await newUser();
    const { accessToken } = await signInWithCode(pool, user.email, user.password);
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{16,}$/);
    const code = generateSync({ secret: SecretCode ?? '' });
    expect(await outcome(client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: wrongCode(code) })))).toBe(
      'EnableSoftwareTokenMFAException: Code mismatch and fail enable Software Token MFA',
    );
    const verified = await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code }));
    expect(verified.Status).toBe('SUCCESS');
    expect(await outcome(client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code })))).toBe(
      'ExpiredCodeException: Your software token has already been used once.',
    );
    await client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const own = await client.send(new GetUserCommand({ AccessToken: accessToken }));
    expect(own.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    const byAdmin = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: user.email }));
    expect(byAdmin.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(byAdmin.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('refuses enrolment calls without a genuine access token', async () => {
    expect(await outcome(client.send(new AssociateSoftwareTokenCommand({ AccessToken: 'not.a.token' })))).toBe('NotAuthorizedException: Invalid Access Token');
  });

  it('asks an enrolled user for the code at sign-in; a wrong code is CodeMismatchException and the session stays open for another try', async () => {
    const user = await newUser();
    const secret = await enrolAuthenticator(pool, (await signInWithCode(pool, user.email, user.password)).accessToken);
    const started = await startSignIn(user.email, user.password);
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(started.AuthenticationResult).toBeUndefined();
    expect(started.Session).toEqual(expect.any(String));
    const code = await freshCode(secret);
    expect(await outcome(answer(user.email, started.Session, wrongCode(code)))).toBe('CodeMismatchException: Invalid code received for user');
    const answered = await answer(user.email, started.Session, code);
    const claims = decodeJwt(answered.AuthenticationResult?.AccessToken ?? '');
    expect(claims[MFA_CLAIM]).toBe('true');
    expect(decodeJwt(answered.AuthenticationResult?.IdToken ?? '')[MFA_CLAIM]).toBeUndefined();
  });

  it('holds the challenge to its session: used up once answered, never another made-up one, and a code accepted once', async () => {
    const user = await newUser();
    const secret = await enrolAuthenticator(pool, (await signInWithCode(pool, user.email, user.password)).accessToken);
    const code = await freshCode(secret);
    expect(await outcome(answer(user.email, 'made-up-session', code))).toBe('NotAuthorizedException: Invalid session for the user.');
    const first = await startSignIn(user.email, user.password);
    expect(await outcome(answer(user.email, first.Session, code))).toBe('succeeded');
    expect(await outcome(answer(user.email, first.Session, code))).toBe('NotAuthorizedException: Invalid session for the user.');
    const second = await startSignIn(user.email, user.password);
    expect(await outcome(answer(user.email, second.Session, code))).toBe('ExpiredCodeException: Your software token has already been used once.');
  });

  it('ends the session after five wrong codes: the right code is then refused, and only a new sign-in asks again', async () => {
    const user = await newUser(true);
    const secret = await enrolAuthenticator(pool, (await signInWithCode(pool, user.email, user.password)).accessToken);
    const started = await startSignIn(user.email, user.password);
    const code = await freshCode(secret);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await outcome(answer(user.email, started.Session, wrongCode(code))), `wrong code ${attempt}`).toBe('CodeMismatchException: Invalid code received for user');
    }
    expect(await outcome(answer(user.email, started.Session, code))).toBe('NotAuthorizedException: Invalid session for the user.');
    const again = await startSignIn(user.email, user.password);
    expect(await outcome(answer(user.email, again.Session, code))).toBe('succeeded');
  });

  it('counts wrong codes sent all at once as surely as one after another', async () => {
    const user = await newUser(true);
    const secret = await enrolAuthenticator(pool, (await signInWithCode(pool, user.email, user.password)).accessToken);
    const started = await startSignIn(user.email, user.password);
    const code = await freshCode(secret);
    const guesses = Array.from({ length: 50 }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => outcome(answer(user.email, started.Session, guess))));
    expect(answers.filter((result) => result === 'CodeMismatchException: Invalid code received for user')).toHaveLength(5);
    expect(answers.filter((result) => result === 'NotAuthorizedException: Invalid session for the user.')).toHaveLength(45);
    expect(await outcome(answer(user.email, started.Session, code))).toBe('NotAuthorizedException: Invalid session for the user.');
  });

  it('marks no token of a sign-in without a code, nor a refreshed one', async () => {
    const user = await newUser();
    const before = await signInWithCode(pool, user.email, user.password);
    expect(decodeJwt(before.accessToken)[MFA_CLAIM]).toBeUndefined();
    const secret = await enrolAuthenticator(pool, before.accessToken);
    // A session from before the enrolment stays unmarked when refreshed after it.
    expect(decodeJwt((await refreshSession(pool, before.refreshToken)).accessToken)[MFA_CLAIM]).toBeUndefined();
    const withCode = await signInWithCode(pool, user.email, user.password, secret);
    expect(decodeJwt(withCode.accessToken)[MFA_CLAIM]).toBe('true');
    expect(decodeJwt((await refreshSession(pool, withCode.refreshToken)).accessToken)[MFA_CLAIM]).toBeUndefined();
  });

  it('refuses the refresh of an enrolled administrator as a pool answers a trigger’s refusal; one not enrolled yet still refreshes', async () => {
    const administrator = await newUser(true);
    const before = await signInWithCode(pool, administrator.email, administrator.password);
    expect(await outcome(refreshSession(pool, before.refreshToken))).toBe('succeeded');
    const secret = await enrolAuthenticator(pool, before.accessToken);
    const refused = `UserLambdaValidationException: PreTokenGeneration failed with error ${ADMIN_REFRESH_REFUSED_MESSAGE}.`;
    expect(await outcome(refreshSession(pool, before.refreshToken))).toBe(refused);
    const withCode = await signInWithCode(pool, administrator.email, administrator.password, secret);
    expect(decodeJwt(withCode.accessToken)[MFA_CLAIM]).toBe('true');
    expect(await outcome(refreshSession(pool, withCode.refreshToken))).toBe(refused);
  });

  it('lets no access token of before an enrolment bind another authenticator once the enrolment signed out everywhere; a code sign-in’s token still can', async () => {
    const administrator = await newUser(true);
    const before = await signInWithCode(pool, administrator.email, administrator.password);
    const secret = await enrolAuthenticator(pool, before.accessToken);
    // What the web app does once the enrolment is done.
    await client.send(new GlobalSignOutCommand({ AccessToken: before.accessToken }));
    const revoked = 'NotAuthorizedException: Access Token has been revoked';
    expect(await outcome(client.send(new AssociateSoftwareTokenCommand({ AccessToken: before.accessToken })))).toBe(revoked);
    expect(await outcome(client.send(new VerifySoftwareTokenCommand({ AccessToken: before.accessToken, UserCode: await freshCode(secret) })))).toBe(revoked);
    expect(await outcome(client.send(new SetUserMFAPreferenceCommand({ AccessToken: before.accessToken, SoftwareTokenMfaSettings: { Enabled: false } })))).toBe(revoked);

    const withCode = await signInWithCode(pool, administrator.email, administrator.password, secret);
    const { SecretCode: replacement = '' } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: withCode.accessToken }));
    const verified = await client.send(new VerifySoftwareTokenCommand({ AccessToken: withCode.accessToken, UserCode: await freshCode(replacement) }));
    expect(verified.Status).toBe('SUCCESS');
    expect(decodeJwt((await signInWithCode(pool, administrator.email, administrator.password, replacement)).accessToken)[MFA_CLAIM]).toBe('true');
  });
});
