import { AdminAddUserToGroupCommand, AdminCreateUserCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '@sandbank/shared';
import { cognitoClient, signIn, testUserPool } from '@sandbank/scripts/test-harness';

/*
 * The user pool as the tests look at it and change it from outside the bank: a user's status, whether
 * a password signs in, and a user invited the way an operator does it from the AWS console.
 */

/** The user pool's status of a user, or null when it does not know them. */
export async function poolStatus(email: string): Promise<string | null> {
  const pool = testUserPool();
  const client = cognitoClient(pool);
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
    return user.UserStatus ?? null;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return null;
    throw error;
  } finally {
    client.destroy();
  }
}

/** 'signed in', or 'refused' for a wrong password (NotAuthorizedException); any other failure by its name. */
export const signInOutcome = (email: string, password: string) =>
  signIn(testUserPool(), email, password).then(
    () => 'signed in',
    (error: Error) => (error.name === 'NotAuthorizedException' ? 'refused' : error.name),
  );

/**
 * A user added to the pool by AdminCreateUser outside the bank (an invitation from the console):
 * waiting in FORCE_CHANGE_PASSWORD for a first password; an administrator when `admin`. Their `sub`.
 */
export async function inviteToUserPool(email: string, options: { admin?: boolean } = {}): Promise<string> {
  const pool = testUserPool();
  const client = cognitoClient(pool);
  try {
    const { User } = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }],
      }),
    );
    if (options.admin) await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: ADMIN_GROUP }));
    const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!sub) throw new Error('The user pool created a user without a sub');
    return sub;
  } finally {
    client.destroy();
  }
}
