import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { TEST_CUSTOMER_GROUP } from '@sandbank/shared';
import { cognitoClient, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { testCustomerKey } from '../../../src/data/entities/test-customer';
import { tableName } from '../../../src/data/table';
import { documentClient } from '../../../src/lib/clients/dynamodb';
import { accountsOf } from './banking';
import { newUser, type TestUser } from './users';

/**
 * A test customer made the way POST /api/sandbox/customers makes one, for the tests that need one
 * before that operation exists: a confirmed user in the test-customers group, its record, signed
 * in again (so its access token carries the group), with its accounts opened by its first request.
 */
export async function newTestCustomer(): Promise<TestUser> {
  const user = await newUser({ firstName: 'Test', lastName: 'Automation' });
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
        endsAt: new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString(),
        startBalances: {},
      },
    }),
  );
  const customer = { ...user, ...(await signIn(pool, user.email, user.password)) };
  await accountsOf(customer);
  return customer;
}
