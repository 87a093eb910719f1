import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createUser, signIn, type UserPoolTarget } from '../../../../scripts/local/users';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  idToken: string;
}

export function userPool(): UserPoolTarget {
  const stack = inject('stack');
  return { userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId, endpoint: stack.urls.cognito };
}

/** A fresh, confirmed user of the Cognito emulator, signed in. */
export async function newUser(options: { admin?: boolean; firstName?: string; lastName?: string } = {}): Promise<TestUser> {
  const email = `${options.admin ? 'admin' : 'customer'}-${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  const created = await createUser(userPool(), {
    email,
    password,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Customer',
    admin: options.admin ?? false,
  });
  const tokens = await signIn(userPool(), email, password);
  return { email, password, userId: created.userId, accessToken: tokens.accessToken, idToken: tokens.idToken };
}
