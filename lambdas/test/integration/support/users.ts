import { randomUUID } from 'node:crypto';
import { createUser, signIn } from '../../../../scripts/local/users';
import { testUserPool } from '../../../../scripts/test/user-pool';

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
