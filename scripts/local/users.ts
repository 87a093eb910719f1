import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UsernameExistsException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP, Email, operations, Password, requiredName } from '@sandbank/shared';
import { localCredentials, localResources } from './config';

/** Which user pool to talk to: the local emulator (`endpoint` set) or a deployed pool (normal AWS credentials). */
export interface UserPoolTarget {
  userPoolId: string;
  /** Needed by `signIn` only. */
  userPoolClientId?: string;
  /** The Cognito emulator's URL; leave out for a deployed pool. */
  endpoint?: string;
  /** Defaults to the region in a deployed pool's id, or the local stack's region. */
  region?: string;
}

export interface NewUser {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  admin?: boolean;
}

export interface CreatedUser {
  /** The Cognito `sub`: the user id everywhere in the API. */
  userId: string;
  email: string;
  /** False when the user existed and was only brought up to date. */
  created: boolean;
}

export interface SignInTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** The Cognito emulator's pool of a running local stack. */
export function userPoolTargetOf(stack: { userPoolId: string; userPoolClientId: string; urls: { cognito: string } }): UserPoolTarget {
  return { userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId, endpoint: stack.urls.cognito };
}

export function cognitoClient(target: UserPoolTarget): CognitoIdentityProviderClient {
  if (target.endpoint) {
    // The emulator accepts any credentials but insists on having some.
    return new CognitoIdentityProviderClient({ endpoint: target.endpoint, region: target.region ?? localResources.region, credentials: localCredentials });
  }
  // A deployed pool's id starts with its region ("eu-west-1_AbC123"); credentials are the caller's own.
  return new CognitoIdentityProviderClient({ region: target.region ?? target.userPoolId.split('_')[0] });
}

/** Checks the input with the same rules as sign-up; every problem is reported at once. */
export function validateNewUser(user: NewUser): NewUser & { admin: boolean } {
  const problems: string[] = [];
  const check = <T>(field: string, result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }) => {
    if (result.success) return result.data;
    problems.push(`${field}: ${result.error.issues.map((issue) => issue.message).join(', ')}`);
    return undefined;
  };
  const email = check('email', Email.safeParse(user.email));
  const password = check('password', Password.safeParse(user.password));
  const firstName = user.firstName === undefined ? undefined : check('first name', requiredName('First name').safeParse(user.firstName));
  const lastName = user.lastName === undefined ? undefined : check('last name', requiredName('Last name').safeParse(user.lastName));
  if (problems.length > 0 || email === undefined || password === undefined) throw new Error(problems.join('; '));
  return { email, password, firstName, lastName, admin: user.admin ?? false };
}

/**
 * Creates a confirmed user with a permanent password (no invitation mail), or brings an existing
 * one up to date: same password, names, and admin membership when asked. Used by `npm start`
 * for the demo logins and by `npm run admin:create`.
 */
export async function createUser(target: UserPoolTarget, user: NewUser): Promise<CreatedUser> {
  const { email, password, firstName, lastName, admin } = validateNewUser(user);
  const client = cognitoClient(target);
  try {
    const attributes: AttributeType[] = [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      ...(firstName ? [{ Name: 'given_name', Value: firstName }] : []),
      ...(lastName ? [{ Name: 'family_name', Value: lastName }] : []),
    ];
    let created = true;
    try {
      await client.send(
        new AdminCreateUserCommand({ UserPoolId: target.userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: attributes }),
      );
    } catch (error) {
      if (!(error instanceof UsernameExistsException)) throw error;
      created = false;
      // Names only: cognito-local rejects email_verified without email, and the email is the user name anyway.
      const names = attributes.filter((attribute) => attribute.Name === 'given_name' || attribute.Name === 'family_name');
      if (names.length > 0) {
        await client.send(new AdminUpdateUserAttributesCommand({ UserPoolId: target.userPoolId, Username: email, UserAttributes: names }));
      }
    }
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: target.userPoolId, Username: email, Password: password, Permanent: true }));
    if (admin) {
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: target.userPoolId, Username: email, GroupName: ADMIN_GROUP }));
    }
    const { UserAttributes = [] } = await client.send(new AdminGetUserCommand({ UserPoolId: target.userPoolId, Username: email }));
    const userId = UserAttributes.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!userId) throw new Error(`Cognito returned no sub for ${email}`);
    return { userId, email, created };
  } finally {
    client.destroy();
  }
}

/** New access and ID tokens for a refresh token (REFRESH_TOKEN_AUTH), as the web app gets them. Rejects once the session has ended. */
export async function refreshSession(target: UserPoolTarget, refreshToken: string): Promise<Omit<SignInTokens, 'refreshToken'>> {
  if (!target.userPoolClientId) throw new Error('refreshSession needs the user pool client id');
  const client = cognitoClient(target);
  try {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: target.userPoolClientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    );
    if (!AuthenticationResult?.AccessToken || !AuthenticationResult.IdToken) throw new Error('The refresh returned no tokens');
    return { accessToken: AuthenticationResult.AccessToken, idToken: AuthenticationResult.IdToken };
  } finally {
    client.destroy();
  }
}

/** Password sign-in (USER_PASSWORD_AUTH), as the web app does it. */
export async function signIn(target: UserPoolTarget, email: string, password: string): Promise<SignInTokens> {
  if (!target.userPoolClientId) throw new Error('signIn needs the user pool client id');
  const client = cognitoClient(target);
  try {
    const { AuthenticationResult, ChallengeName } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: target.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (!AuthenticationResult?.AccessToken || !AuthenticationResult.IdToken || !AuthenticationResult.RefreshToken) {
      throw new Error(`Sign-in of ${email} did not return tokens${ChallengeName ? ` (challenge ${ChallengeName})` : ''}`);
    }
    return {
      accessToken: AuthenticationResult.AccessToken,
      idToken: AuthenticationResult.IdToken,
      refreshToken: AuthenticationResult.RefreshToken,
    };
  } finally {
    client.destroy();
  }
}

/**
 * Opens the user's sandbox accounts the way their own first visit does: signed in, they ask the
 * API for their profile (getMe), which makes them a customer. No other way exists — the API never
 * opens anyone's accounts on someone else's call — so a user seeded this way can receive a
 * transfer before they have ever signed in. Does nothing more on later calls.
 */
export async function openOwnAccounts(target: UserPoolTarget, gatewayUrl: string, login: { email: string; password: string }): Promise<void> {
  const { accessToken } = await signIn(target, login.email, login.password);
  const response = await fetch(new URL(operations.getMe.path, gatewayUrl), { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`Opening the accounts of ${login.email} failed with HTTP ${response.status}: ${await response.text()}`);
}
