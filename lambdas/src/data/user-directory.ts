import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';

export interface DirectoryUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Reads a user's email and names from the user pool (access tokens carry neither). */
export async function getDirectoryUser(username: string): Promise<DirectoryUser | null> {
  try {
    const result = await cognito.send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: username }));
    const attribute = (name: string) => result.UserAttributes?.find((entry) => entry.Name === name)?.Value ?? null;
    const email = attribute('email');
    if (!email) return null;
    return { email: email.toLowerCase(), firstName: attribute('given_name'), lastName: attribute('family_name') };
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return null;
    throw error;
  }
}
