import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminListGroupsForUserCommand,
  AdminUserGlobalSignOutCommand,
  GetUserCommand,
  ListUsersInGroupCommand,
  UserNotFoundException,
  UsernameExistsException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/clients/cognito';
import { env } from '../lib/env';

/* The user pool read as a directory, since access tokens carry neither email nor names. The only code that calls Cognito. */

export interface DirectoryUser {
  userId: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

function toDirectoryUser(username: string, attributes: AttributeType[] = []): DirectoryUser | null {
  const attribute = (name: string) => attributes.find((entry) => entry.Name === name)?.Value ?? null;
  const email = attribute('email');
  const userId = attribute('sub');
  if (!email || !userId) return null;
  return { userId, username, email: email.toLowerCase(), firstName: attribute('given_name'), lastName: attribute('family_name') };
}

export interface DirectoryStanding {
  enabled: boolean;
  /** UNCONFIRMED: signed up, email never confirmed. */
  status: string;
  groups: string[];
}

const isUserNotFound = (error: unknown) => error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException';
const isNotAuthorized = (error: unknown) => (error as Error | null)?.name === 'NotAuthorizedException';

export async function directoryUser(username: string): Promise<DirectoryUser | null> {
  try {
    const result = await cognito().send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: username }));
    return toDirectoryUser(username, result.UserAttributes);
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** Cognito accepts the `sub` wherever it takes a user name. */
export async function directoryStanding(userId: string): Promise<DirectoryStanding | null> {
  const request = { UserPoolId: env.userPoolId(), Username: userId };
  try {
    const [user, groups] = await Promise.all([cognito().send(new AdminGetUserCommand(request)), groupsOf({ username: userId })]);
    return { enabled: user.Enabled === true, status: user.UserStatus ?? 'UNKNOWN', groups };
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** Read from the pool at the moment of asking: a token's `cognito:groups` says only what was true when it was issued. */
export async function groupsOf(user: Pick<DirectoryUser, 'username'>): Promise<string[]> {
  const membership = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: env.userPoolId(), Username: user.username }));
  return (membership.Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : []));
}

export interface GroupMembersPage {
  users: DirectoryUser[];
  nextToken: string | null;
}

/** The pool's ceiling is 60 per page; a member without email or sub is left out. */
export async function groupMembersPage(group: string, page: { limit: number; token?: string }): Promise<GroupMembersPage> {
  const result = await cognito().send(
    new ListUsersInGroupCommand({ UserPoolId: env.userPoolId(), GroupName: group, Limit: page.limit, ...(page.token ? { NextToken: page.token } : {}) }),
  );
  const users = (result.Users ?? []).flatMap((user) => toDirectoryUser(user.Username ?? '', user.Attributes) ?? []);
  return { users, nextToken: result.NextToken || null };
}

/**
 * GetUser, authorized by the token alone, refuses a token revoked by a global sign-out, a disabled or deleted
 * user's, or an expired one. API Gateway's JWT authorizer never asks, so the back office's operations do
 * (http/admin-standing.ts).
 */
export async function sessionStands(accessToken: string): Promise<boolean> {
  try {
    await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
    return true;
  } catch (error) {
    if (isNotAuthorized(error) || isUserNotFound(error)) return false;
    throw error;
  }
}

/**
 * Revokes all refresh tokens, but access tokens still pass the API's authorizer until they expire, at most 15
 * minutes later; only the back office's operations ask Cognito. Needs the `userPool:manageUsers` grant.
 */
export async function endSessionsOf(user: Pick<DirectoryUser, 'username'>): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId(), Username: user.username }));
}

export interface ManagedUser extends DirectoryUser {
  /** FORCE_CHANGE_PASSWORD until a permanent password is set. */
  status: string;
}

export async function managedUser(userIdOrName: string): Promise<ManagedUser | null> {
  try {
    const result = await cognito().send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: userIdOrName }));
    const user = toDirectoryUser(result.Username ?? userIdOrName, result.UserAttributes);
    return user && { ...user, status: result.UserStatus ?? 'UNKNOWN' };
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

export interface NewDirectoryUser {
  email: string;
  firstName: string;
  lastName: string;
}

const attributesOf = (user: NewDirectoryUser): AttributeType[] => [
  { Name: 'given_name', Value: user.firstName },
  { Name: 'family_name', Value: user.lastName },
];

/** Cognito gives a temporary password nobody learns, so the user cannot sign in until `setPermanentPassword`. 'exists' when the email is taken. */
export async function addDirectoryUser(user: NewDirectoryUser): Promise<ManagedUser | 'exists'> {
  try {
    const { User } = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: env.userPoolId(),
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: user.email }, { Name: 'email_verified', Value: 'true' }, ...attributesOf(user)],
      }),
    );
    const created = toDirectoryUser(User?.Username ?? user.email, User?.Attributes);
    if (!created) throw new Error('The user pool created a user without email or sub');
    return { ...created, status: User?.UserStatus ?? 'FORCE_CHANGE_PASSWORD' };
  } catch (error) {
    if (error instanceof UsernameExistsException || (error as Error).name === 'UsernameExistsException') return 'exists';
    throw error;
  }
}

export async function renameDirectoryUser(user: Pick<DirectoryUser, 'username'>, names: NewDirectoryUser): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({ UserPoolId: env.userPoolId(), Username: user.username, UserAttributes: attributesOf(names) }),
  );
}

/** No earlier password works afterwards. */
export async function setPermanentPassword(user: Pick<DirectoryUser, 'username'>, password: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({ UserPoolId: env.userPoolId(), Username: user.username, Password: password, Permanent: true }),
  );
}

/** False when it was already gone. */
export async function deleteDirectoryUser(userId: string): Promise<boolean> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId(), Username: userId }));
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

/** Only tokens issued from now on carry the group. */
export async function addToGroup(user: Pick<DirectoryUser, 'username'>, group: string): Promise<void> {
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: env.userPoolId(), Username: user.username, GroupName: group }));
}

/** None for a user the pool does not know. */
export async function enabledMfaOf(userPoolId: string, username: string): Promise<string[]> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    return user.UserMFASettingList ?? [];
  } catch (error) {
    if (isUserNotFound(error)) return [];
    throw error;
  }
}
