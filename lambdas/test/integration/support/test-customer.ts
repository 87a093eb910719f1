import { callApi, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import type { TestUser } from './users';

/** A new test customer as the toolkit makes one (POST /api/sandbox/customers), signed in with the password it answered. */
export async function newTestCustomer(): Promise<TestUser> {
  const created = await callApi('createTestCustomer', { body: { scenario: 'new' } });
  if (created.status !== 201) throw new Error(`createTestCustomer answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { email, password, userId } = created.body as { email: string; password: string; userId: string };
  return { email, password, userId, ...(await signIn(testUserPool(), email, password)) };
}
