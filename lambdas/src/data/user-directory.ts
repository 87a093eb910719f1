import {
  AdminGetUserCommand,
  ListUsersCommand,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';

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

/** Finds a user of the pool by email, whether or not they have used the bank yet. */
export async function findDirectoryUserByEmail(email: string): Promise<DirectoryUser | null> {
  const result = await cognito.send(
    new ListUsersCommand({ UserPoolId: env.userPoolId(), Filter: `email = "${email.replace(/["\\]/g, '')}"`, Limit: 1 }),
  );
  const user = result.Users?.[0];
  return user?.Username ? toDirectoryUser(user.Username, user.Attributes) : null;
}

/** Reads a user's email and names from the user pool (access tokens carry neither). */
export async function getDirectoryUser(username: string): Promise<DirectoryUser | null> {
  try {
    const result = await cognito.send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: username }));
    return toDirectoryUser(username, result.UserAttributes);
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return null;
    throw error;
  }
}
