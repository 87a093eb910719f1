import { enrolAuthenticator, freshCode, signInWithCode } from '../../local/authenticator';
import { createUser as createPoolUser, type CreatedUser, type NewUser, type SignInTokens, type UserPoolTarget } from '../../local/users';

/*
 * Administrators in tests sign in as people do: with a password and their authenticator's code.
 * `createUser` enrols every administrator it creates (their secret kept in this process, by email),
 * and `signIn` answers the pool's SOFTWARE_TOKEN_MFA challenge with a code no sign-in of this process
 * has used (authenticator.ts). Customers are created and signed in as before.
 */

const secrets = new Map<string, string>();
const keyOf = (email: string) => email.trim().toLowerCase();

/** The authenticator secret of an administrator `createUser` enrolled, if any. */
export const authenticatorSecretOf = (email: string): string | undefined => secrets.get(keyOf(email));

/** Remembers the secret an administrator enrolled themselves (a journey read it off the enrolment screen), for their sign-ins. */
export const rememberAuthenticator = (email: string, secret: string): void => {
  secrets.set(keyOf(email), secret);
};

/** A code of `email`'s authenticator that no sign-in of this process has used yet, to type into the sign-in form. */
export async function authenticatorCode(email: string): Promise<string> {
  const secret = authenticatorSecretOf(email);
  if (!secret) throw new Error(`${email} has no authenticator enrolled by this test process`);
  return freshCode(secret);
}

/** Password sign-in, answering the authenticator-code challenge for an administrator this process enrolled. */
export const signIn = (target: UserPoolTarget, email: string, password: string): Promise<SignInTokens> =>
  signInWithCode(target, email, password, authenticatorSecretOf(email));

/** A confirmed user (see scripts/local/users.ts); an administrator also has an authenticator enrolled, unless `enrol` is false. */
export async function createUser(target: UserPoolTarget, user: NewUser, options: { enrol?: boolean } = {}): Promise<CreatedUser> {
  const created = await createPoolUser(target, user);
  if (user.admin && options.enrol !== false && !authenticatorSecretOf(user.email)) {
    const { accessToken } = await signIn(target, user.email, user.password);
    secrets.set(keyOf(user.email), await enrolAuthenticator(target, accessToken));
  }
  return created;
}
