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

/*
 * The user pool, read as a directory of who signed up (access tokens carry neither email nor
 * names). The only code that calls Cognito.
 */

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

/** Where a user stands in the pool: whether they may sign in, and in which groups. */
export interface DirectoryStanding {
  enabled: boolean;
  /** Cognito's UserStatus, e.g. CONFIRMED or UNCONFIRMED (signed up, email never confirmed). */
  status: string;
  groups: string[];
}

const isUserNotFound = (error: unknown) => error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException';
const isNotAuthorized = (error: unknown) => (error as Error | null)?.name === 'NotAuthorizedException';

/** A user's email and names from the user pool, or null when the pool does not know them. */
export async function directoryUser(username: string): Promise<DirectoryUser | null> {
  try {
    const result = await cognito().send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: username }));
    return toDirectoryUser(username, result.UserAttributes);
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** A user's standing, by their `sub` (which Cognito accepts wherever it takes a user name), or null when the pool does not know them. */
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

/**
 * The groups a user is in (AdminListGroupsForUser), read from the pool at the moment of asking:
 * a token's `cognito:groups` says only what was true when it was issued.
 */
export async function groupsOf(user: Pick<DirectoryUser, 'username'>): Promise<string[]> {
  const membership = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: env.userPoolId(), Username: user.username }));
  return (membership.Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : []));
}

/** One page of a group's members, in the pool's order, and the pool's token for the next page (null after the last). */
export interface GroupMembersPage {
  users: DirectoryUser[];
  nextToken: string | null;
}

/**
 * A page of a group's members (ListUsersInGroup): at most `limit` of them (the pool's ceiling is 60),
 * from the pool's pagination token of an earlier page. A member the pool answers without email or
 * sub is left out.
 */
export async function groupMembersPage(group: string, page: { limit: number; token?: string }): Promise<GroupMembersPage> {
  const result = await cognito().send(
    new ListUsersInGroupCommand({ UserPoolId: env.userPoolId(), GroupName: group, Limit: page.limit, ...(page.token ? { NextToken: page.token } : {}) }),
  );
  const users = (result.Users ?? []).flatMap((user) => toDirectoryUser(user.Username ?? '', user.Attributes) ?? []);
  return { users, nextToken: result.NextToken || null };
}

/**
 * Whether the session an access token belongs to still stands, as Cognito itself decides it:
 * GetUser, authorized by the token alone (no IAM permission), answers NotAuthorizedException for a
 * token revoked by a sign-out everywhere (GlobalSignOut, AdminUserGlobalSignOut), a disabled user's
 * or an expired one, and UserNotFoundException for a deleted user. API Gateway's JWT authorizer
 * never asks; the back office's operations do (http/admin-standing.ts).
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
 * Ends every session of a user (AdminUserGlobalSignOut): Cognito revokes all their refresh
 * tokens, so no browser can renew its tokens, and their access tokens for its own calls; those
 * still pass the API's authorizer until they expire, at most 15 minutes later (only the back
 * office's operations ask Cognito). For when an administrator resets a password or disables a
 * user; needs the `userPool:manageUsers` grant.
 */
export async function endSessionsOf(user: Pick<DirectoryUser, 'username'>): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId(), Username: user.username }));
}

/** A user as the back office manages them: who they are, and where they stand. */
export interface ManagedUser extends DirectoryUser {
  /** Cognito's UserStatus: FORCE_CHANGE_PASSWORD until a permanent password is set. */
  status: string;
}

/** A user by their `sub` (or user name), or null when the pool does not know them. */
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

/**
 * Adds a user to the pool with a verified email and no invitation mail; Cognito gives them a
 * temporary password nobody learns, so they cannot sign in until `setPermanentPassword`.
 * 'exists' when the email is taken.
 */
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

/** Replaces the names of a user (an attempt to create them that is being finished). */
export async function renameDirectoryUser(user: Pick<DirectoryUser, 'username'>, names: NewDirectoryUser): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({ UserPoolId: env.userPoolId(), Username: user.username, UserAttributes: attributesOf(names) }),
  );
}

/** Sets a permanent password: the user signs in with it at once, and no earlier password works. */
export async function setPermanentPassword(user: Pick<DirectoryUser, 'username'>, password: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({ UserPoolId: env.userPoolId(), Username: user.username, Password: password, Permanent: true }),
  );
}

/** Removes a user from the pool (the sandbox's, once expired); true when it was there, false when it was already gone. */
export async function deleteDirectoryUser(userId: string): Promise<boolean> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId(), Username: userId }));
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

/** Adds a user to a group (the sandbox's to `test-customers`): tokens issued from now on carry it. */
export async function addToGroup(user: Pick<DirectoryUser, 'username'>, group: string): Promise<void> {
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: env.userPoolId(), Username: user.username, GroupName: group }));
}

/**
 * The MFA methods a user has enabled (AdminGetUser's UserMFASettingList, e.g. SOFTWARE_TOKEN_MFA),
 * in the pool a trigger event names; none for a user the pool does not know.
 */
export async function enabledMfaOf(userPoolId: string, username: string): Promise<string[]> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    return user.UserMFASettingList ?? [];
  } catch (error) {
    if (isUserNotFound(error)) return [];
    throw error;
  }
}
