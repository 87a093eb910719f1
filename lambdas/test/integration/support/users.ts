import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '@sandbank/shared';
import { cognitoClient, createUser, signIn, testUserPool } from '@sandbank/scripts/test-harness';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** A fresh, confirmed user of the Cognito emulator, signed in. */
export async function newUser(options: { admin?: boolean; firstName?: string; lastName?: string } = {}): Promise<TestUser> {
  const email = `${options.admin ? 'admin' : 'customer'}-${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  const created = await createUser(testUserPool(), {
    email,
    password,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Customer',
    admin: options.admin ?? false,
  });
  const tokens = await signIn(testUserPool(), email, password);
  return { email, password, userId: created.userId, ...tokens };
}

/** Someone who signed up but never confirmed their email (so never signed in): only their `sub` exists. */
export async function newUnconfirmedUser(): Promise<{ email: string; userId: string }> {
  const pool = testUserPool();
  const email = `unconfirmed-${randomUUID()}@example.test`;
  const client = cognitoClient(pool);
  try {
    const { UserSub } = await client.send(new SignUpCommand({ ClientId: pool.userPoolClientId, Username: email, Password: `pw-${randomUUID()}` }));
    if (!UserSub) throw new Error('SignUp returned no user sub');
    return { email, userId: UserSub };
  } finally {
    client.destroy();
  }
}

/** Changes a user in the Cognito emulator the way an operator would: disable, enable, add to the admin group or remove from it. */
export async function changeInUserPool(user: Pick<TestUser, 'email'>, change: 'disable' | 'enable' | 'makeAdmin' | 'removeAdmin'): Promise<void> {
  const pool = testUserPool();
  const target = { UserPoolId: pool.userPoolId, Username: user.email };
  const client = cognitoClient(pool);
  try {
    if (change === 'disable') await client.send(new AdminDisableUserCommand(target));
    if (change === 'enable') await client.send(new AdminEnableUserCommand(target));
    if (change === 'makeAdmin') await client.send(new AdminAddUserToGroupCommand({ ...target, GroupName: ADMIN_GROUP }));
    if (change === 'removeAdmin') await client.send(new AdminRemoveUserFromGroupCommand({ ...target, GroupName: ADMIN_GROUP }));
  } finally {
    client.destroy();
  }
}
