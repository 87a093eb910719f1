import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminUserGlobalSignOutCommand,
  UserNotFoundException,
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
    const [user, membership] = await Promise.all([
      cognito().send(new AdminGetUserCommand(request)),
      cognito().send(new AdminListGroupsForUserCommand(request)),
    ]);
    const groups = (membership.Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : []));
    return { enabled: user.Enabled === true, status: user.UserStatus ?? 'UNKNOWN', groups };
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/**
 * Ends every session of a user (AdminUserGlobalSignOut): Cognito revokes all their refresh
 * tokens, so no browser can renew its tokens; the access tokens they hold still pass the API's
 * authorizer until they expire, at most 15 minutes later. For when an administrator resets a
 * password or disables a user; needs the `userPool:manageUsers` grant.
 */
export async function endSessionsOf(user: Pick<DirectoryUser, 'username'>): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId(), Username: user.username }));
}
