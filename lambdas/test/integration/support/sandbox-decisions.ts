import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { TEST_CUSTOMER_GROUP } from '@sandbank/shared';
import { expect } from 'vitest';
import { callApi, cognitoClient, signIn, testUserPool, type ApiResult } from '@sandbank/scripts/test-harness';
import { testCustomerKey } from '../../../src/data/entities/test-customer';
import { tableName } from '../../../src/data/table';
import { documentClient } from '../../../src/lib/clients/dynamodb';
import { accountsOf } from './banking';
import { newUser, type TestUser } from './users';

/**
 * A test customer, signed in, its accounts opened: made by the toolkit's own create call. While
 * that call is not in this stack yet (it answers 404 or 501), one is made as the toolkit makes it:
 * a user in the test-customers group with its record, signed in again so its token names the group.
 */
export async function newTestCustomer(): Promise<TestUser> {
  const created: ApiResult = await callApi('createTestCustomer', { body: { scenario: 'new' } });
  if (created.status === 201) {
    const { email, password, userId } = created.body as { email: string; password: string; userId: string };
    return { email, password, userId, ...(await signIn(testUserPool(), email, password)) };
  }
  if (created.status !== 404 && created.status !== 501) throw new Error(`createTestCustomer answered ${created.status}: ${JSON.stringify(created.body)}`);
  return madeByHand();
}

async function madeByHand(): Promise<TestUser> {
  const user = await newUser();
  const pool = testUserPool();
  const client = cognitoClient(pool);
  try {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: user.email, GroupName: TEST_CUSTOMER_GROUP }));
  } finally {
    client.destroy();
  }
  const now = new Date();
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...testCustomerKey(user.userId),
        entity: 'testCustomer',
        userId: user.userId,
        email: user.email,
        scenario: 'new',
        createdAt: now.toISOString(),
        endsAt: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
        startBalances: {},
      },
    }),
  );
  const signedIn: TestUser = { ...user, ...(await signIn(pool, user.email, user.password)) };
  await accountsOf(signedIn);
  return signedIn;
}

/** Asks the sandbox to decide one of the caller's requests. */
export const simulate = (user: TestUser, kind: 'wire' | 'check' | 'locker', id: string, body: { outcome: string; reason?: string }): Promise<ApiResult> =>
  kind === 'wire'
    ? callApi('simulateWire', { token: user.accessToken, params: { wireId: id }, body })
    : kind === 'check'
      ? callApi('simulateCheck', { token: user.accessToken, params: { checkId: id }, body })
      : callApi('simulateLockerItem', { token: user.accessToken, params: { itemId: id }, body });

/** The audit events about one request, as the back office lists them. */
export const auditAbout = async (admin: TestUser, targetId: string) =>
  (await callApi('listAuditEvents', { token: admin.accessToken, query: { targetId } })).body.items as { action: string; actorId: string; after: any }[];

export const notificationsOf = async (user: TestUser) =>
  (await callApi('listMyNotifications', { token: user.accessToken, query: { limit: '50' } })).body.items as { kind: string; title: string; text: string; link: string }[];

/** The bank's ledger check (every account and the bank's counters): exact, or the mismatches. */
export async function expectLedgerCheckExact(admin: TestUser): Promise<void> {
  const check = await callApi('checkLedger', { token: admin.accessToken });
  expect(check.status).toBe(200);
  expect(check.body).toMatchObject({ ok: true, mismatches: [] });
}
