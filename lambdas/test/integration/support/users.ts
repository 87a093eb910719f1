import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { createUser, signIn } from '../../../../scripts/local/users';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  idToken: string;
}

/** A fresh, confirmed user of the Cognito emulator, signed in. */
export async function newUser(options: { admin?: boolean; firstName?: string; lastName?: string } = {}): Promise<TestUser> {
  const email = `${options.admin ? 'admin' : 'customer'}-${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  await createUser({
    email,
    password,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Customer',
    admin: options.admin ?? false,
  });
  const tokens = await signIn(email, password);
  const userId = decodeJwt(tokens.accessToken).sub;
  if (!userId) throw new Error('Access token without sub');
  return { email, password, userId, accessToken: tokens.accessToken, idToken: tokens.idToken };
}
