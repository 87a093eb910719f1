import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { operations, sandboxOperations, TEST_CUSTOMER_GROUP, type OperationDefinition, type OperationId } from '@sandbank/shared';
import { cognitoClient, createUser, signIn } from '@sandbank/scripts/test-harness';
import { describe, expect, it } from 'vitest';
import { privateStack } from './support/private-stack';

/*
 * The tester's toolkit switched off (BANK_SETTINGS sandbox.enabled false), on a stack of this
 * file's own: /config.json says so, and every /api/sandbox route a caller gets through to answers 404.
 */

const stack = privateStack({ name: 'sandbox-off', portShift: 400, bankSettings: { sandbox: { enabled: false, maxLiveTestCustomers: 1_000 } } });

describe('the toolkit switched off', () => {
  it('is published as off in /config.json', async () => {
    const config = await fetch(`${stack.info().urls.gateway}/config.json`);
    expect(((await config.json()) as { sandbox: { enabled: boolean } }).sandbox.enabled).toBe(false);
  });

  it('answers 404 to the create call, and on every sandbox route to a member of the test-customers group and to a customer alike', async () => {
    expect((await stack.call('createTestCustomer', { body: {} })).status).toBe(404);

    // Nobody can become a test customer with the toolkit off: one made in the pool directly stands in.
    const { userPoolId, userPoolClientId, urls } = stack.info();
    const pool = { userPoolId, userPoolClientId, endpoint: urls.cognito };
    const email = `off-${crypto.randomUUID()}@example.test`;
    const password = `pw-${crypto.randomUUID()}`;
    await createUser(pool, { email, password, firstName: 'Off', lastName: 'Toolkit' });
    const client = cognitoClient(pool);
    try {
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: TEST_CUSTOMER_GROUP }));
    } finally {
      client.destroy();
    }
    const testCustomer = await signIn(pool, email, password);
    const customerEmail = `customer-${crypto.randomUUID()}@example.test`;
    await createUser(pool, { email: customerEmail, password, firstName: 'Plain', lastName: 'Customer' });
    const customer = await signIn(pool, customerEmail, password);
    for (const { accessToken } of [testCustomer, customer]) {
      for (const operationId of Object.keys(sandboxOperations) as OperationId[]) {
        const operation: OperationDefinition = operations[operationId];
        const params = Object.fromEntries([...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, '01J00000000000000000000000']));
        const response = await stack.call(operationId, { token: accessToken, params, body: operation.body ? {} : undefined });
        expect(response.status, `${operationId}: ${response.text}`).toBe(404);
      }
    }
  });
});
