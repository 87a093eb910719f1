import { beforeAll, describe, expect, it } from 'vitest';
import { operationIds, operations, type Access, type OperationDefinition, type OperationId } from '@sandbank/shared';
import { callApi, signIn, testUserPool, type ApiCall } from '@sandbank/scripts/test-harness';
import { newPostingRequest } from './support/approvals';
import { avatarFixture, uploadAvatar } from './support/avatars';
import { newUser, type TestUser } from './support/users';
import { ageWireRequest } from './support/wire-clock';
import { mailedCode, newPendingWire, newWireRequest, wireBody } from './support/wires';

/*
 * Every operation of the table × every kind of caller. The expected status follows from the
 * operation's access level alone, so a new operation is covered as soon as it has a sample
 * request below (the type makes a missing one a compile error). The two test customers are made
 * by the tester's toolkit (POST /api/sandbox/customers); the sandbox's operations name
 * `testCustomer`'s records, every other operation `customer`'s.
 */

type Role = 'anonymous' | 'customer' | 'otherCustomer' | 'admin' | 'testCustomer' | 'otherTestCustomer';
const roles: Role[] = ['anonymous', 'customer', 'otherCustomer', 'admin', 'testCustomer', 'otherTestCustomer'];

interface Fixture {
  customer: TestUser;
  otherCustomer: TestUser;
  admin: TestUser;
  recipient: TestUser;
  customerTransactionId: string;
  customerCheckingId: string;
  customerUploadKey: string;
  wires: { awaiting: string; confirmable: string; confirmableCode: string; resendable: string; toApprove: string; toReject: string };
  /** Two of customer's checks, pending: one for the approval, one for the rejection. */
  customerCheckIds: [string, string];
  /** Pending items of `customer`'s locker, one per admin operation that decides or removes one. */
  customerLockerItems: { approve: string; reject: string; remove: string };
  testCustomer: TestUser;
  otherTestCustomer: TestUser;
  /** `testCustomer`'s pending requests, one for each sandbox decision. */
  testCustomerRequests: { wire: string; check: string; lockerItem: string };
  /** `customer`'s webhook endpoints (one kept, one for the removal) and a delivery of the kept one. */
  webhooks: { kept: string; toDelete: string; deliveryId: string };
  /** Pending posting requests on `customer`'s checking, made by another administrator than `admin`. */
  postingRequests: { toApprove: string; toReject: string };
}

interface SampleRequest extends ApiCall {
  /** The body names one of `customer`'s records (path parameters always do). */
  namesCustomerRecord?: boolean;
}

/** A webhook URL the local stack accepts, where nothing listens (port 9, discard). */
const MATRIX_WEBHOOK_URL = 'http://127.0.0.1:9/matrix';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** A valid request for each operation, made about `customer`'s own records where it names one. */
const sampleRequests: { [Id in OperationId]: (fixture: Fixture) => SampleRequest } = {
  health: () => ({}),
  getOpenApiDocument: () => ({}),
  getMe: () => ({}),
  updateMe: () => ({ body: { firstName: 'Matrix', lastName: 'Caller' } }),
  requestAvatarUpload: () => ({ body: { contentType: 'image/png', sizeBytes: 1024 } }),
  // The customer's own upload, a real picture: only they may make it their picture.
  confirmAvatar: (fixture) => ({ body: { key: fixture.customerUploadKey }, namesCustomerRecord: true }),
  removeAvatar: () => ({}),
  listMyAccounts: () => ({}),
  listMyTransactions: () => ({ query: { limit: '5' } }),
  getMyTransaction: (fixture) => ({ params: { transactionId: fixture.customerTransactionId } }),
  getAccountStatement: (fixture) => ({ params: { accountId: fixture.customerCheckingId }, query: { month: thisMonth() } }),
  createInternalTransfer: (fixture) => ({
    body: { fromAccountId: fixture.customerCheckingId, toEmail: fixture.recipient.email, amountCents: 1 },
    namesCustomerRecord: true,
  }),
  listMyNotifications: () => ({ query: { limit: '5' } }),
  markNotificationsRead: () => ({}),
  listMyEvents: () => ({ query: { type: 'entry.posted', limit: '5' } }),
  createLiveTicket: () => ({}),
  endMyLiveConnections: () => ({}),
  // An endpoint on this machine with nothing listening: the attempts fail at once, the operations answer all the same.
  createWebhook: () => ({ body: { url: MATRIX_WEBHOOK_URL, types: ['*'] } }),
  listMyWebhooks: () => ({}),
  deleteWebhook: (fixture) => ({ params: { webhookId: fixture.webhooks.toDelete } }),
  rotateWebhookSecret: (fixture) => ({ params: { webhookId: fixture.webhooks.kept } }),
  testWebhook: (fixture) => ({ params: { webhookId: fixture.webhooks.kept } }),
  listWebhookDeliveries: (fixture) => ({ params: { webhookId: fixture.webhooks.kept }, query: { limit: '5' } }),
  resendWebhookDelivery: (fixture) => ({ params: { webhookId: fixture.webhooks.kept, deliveryId: fixture.webhooks.deliveryId } }),
  adjustAccountBalance: (fixture) => ({
    params: { accountId: fixture.customerCheckingId },
    body: { direction: 'credit', amountCents: 100, reason: 'Authorization matrix' },
  }),
  adjustUserBalance: (fixture) => ({
    params: { userId: fixture.customer.userId },
    body: { direction: 'credit', amountCents: 100, reason: 'Authorization matrix' },
  }),
  postAccountTransaction: (fixture) => ({
    params: { accountId: fixture.customerCheckingId },
    body: { type: 'interest', amountCents: 100 },
  }),
  checkLedger: () => ({}),
  listAuditEvents: () => ({}),
  listUsers: () => ({ query: { q: 'example.test' } }),
  listAdministrators: () => ({ query: { q: 'example.test' } }),
  createUser: () => ({
    body: { firstName: 'Matrix', lastName: 'Created', email: `matrix-${crypto.randomUUID()}@example.test`, password: 'matrix-password' },
  }),
  // The recipient signs in nowhere after the fixture is made, so ending their sessions disturbs no other case.
  resetUserPassword: (fixture) => ({ params: { userId: fixture.recipient.userId }, body: { password: 'matrix-password-2' } }),
  listAccounts: () => ({ query: { q: 'checking' } }),
  verifyAuditChain: () => ({}),
  getAdminStats: () => ({}),
  listAllTransactions: () => ({ query: { q: 'transfer', limit: '5' } }),
  createWire: (fixture) => ({ body: wireBody(fixture.customerCheckingId), namesCustomerRecord: true }),
  listMyWires: () => ({ query: { limit: '5' } }),
  getMyWire: (fixture) => ({ params: { wireId: fixture.wires.awaiting } }),
  confirmWire: (fixture) => ({ params: { wireId: fixture.wires.confirmable }, body: { code: fixture.wires.confirmableCode } }),
  resendWireCode: (fixture) => ({ params: { wireId: fixture.wires.resendable } }),
  listWires: () => ({ query: { status: 'pending', q: 'jane' } }),
  approveWire: (fixture) => ({ params: { wireId: fixture.wires.toApprove } }),
  rejectWire: (fixture) => ({ params: { wireId: fixture.wires.toReject }, body: { reason: 'Authorization matrix' } }),
  listApprovals: () => ({ query: { status: 'pending', mine: 'false', limit: '5' } }),
  approvePostingRequest: (fixture) => ({ params: { requestId: fixture.postingRequests.toApprove } }),
  rejectPostingRequest: (fixture) => ({ params: { requestId: fixture.postingRequests.toReject }, body: { reason: 'Authorization matrix' } }),
  createCheckDeposit: (fixture) => ({ body: sampleCheck(fixture.customerCheckingId), namesCustomerRecord: true }),
  listMyCheckDeposits: () => ({ query: { limit: '5' } }),
  listCheckDeposits: () => ({ query: { status: 'pending', limit: '5' } }),
  approveCheckDeposit: (fixture) => ({ params: { checkId: fixture.customerCheckIds[0] } }),
  rejectCheckDeposit: (fixture) => ({ params: { checkId: fixture.customerCheckIds[1] }, body: { reason: 'Authorization matrix' } }),
  listMyLockerItems: () => ({}),
  addLockerItem: () => ({ body: { name: 'Matrix item', valueCents: 100 } }),
  listLockerItems: () => ({ query: { limit: '5' } }),
  listUserLockerItems: (fixture) => ({ params: { userId: fixture.customer.userId } }),
  addUserLockerItem: (fixture) => ({ params: { userId: fixture.customer.userId }, body: { name: 'Matrix item', valueCents: 100 } }),
  approveLockerItem: (fixture) => ({ params: { itemId: fixture.customerLockerItems.approve } }),
  rejectLockerItem: (fixture) => ({ params: { itemId: fixture.customerLockerItems.reject }, body: { reason: 'Authorization matrix' } }),
  deleteLockerItem: (fixture) => ({ params: { itemId: fixture.customerLockerItems.remove } }),
  createTestCustomer: () => ({ body: { scenario: 'new', ttlMinutes: 5 } }),
  getMySandbox: () => ({}),
  listMySandboxMail: () => ({ query: { limit: '5' } }),
  simulateWire: (fixture) => ({ params: { wireId: fixture.testCustomerRequests.wire }, body: { outcome: 'approve' } }),
  simulateCheck: (fixture) => ({ params: { checkId: fixture.testCustomerRequests.check }, body: { outcome: 'approve' } }),
  simulateLockerItem: (fixture) => ({ params: { itemId: fixture.testCustomerRequests.lockerItem }, body: { outcome: 'reject' } }),
  // Last of the sandbox's operations in the table: it ends what is still pending.
  resetSandbox: () => ({}),
};

/** A check without a number (so depositing it again is no duplicate) into `accountId`. */
const sampleCheck = (accountId: string) => ({ accountId, amountCents: 1_000, bankName: 'Matrix Bank', routingNumber: '011000015', accountNumber: '12345678' });

type Expectation = 'success' | 401 | 403 | 404;

/**
 * The rule: no token → 401, non-admin on admin → 403, anyone but a test customer on the sandbox →
 * 403, someone else's record → 404 (never a hint that it exists). The sandbox's operations name
 * `testCustomer`'s records, every other one `customer`'s.
 */
function expectedOutcome(access: Access, role: Role, namesARecord: boolean): Expectation {
  if (access === 'public') return 'success';
  if (role === 'anonymous') return 401;
  if (access === 'admin') return role === 'admin' ? 'success' : 403;
  if (access === 'testCustomer') {
    if (role !== 'testCustomer' && role !== 'otherTestCustomer') return 403;
    return role === 'otherTestCustomer' && namesARecord ? 404 : 'success';
  }
  if (role !== 'customer' && namesARecord) return 404;
  return 'success';
}

/** A test customer from the toolkit, signed in with the password it answered. */
async function newTestCustomer(): Promise<TestUser> {
  const created = await callApi('createTestCustomer', { body: { scenario: 'new' } });
  if (created.status !== 201) throw new Error(`createTestCustomer answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { email, password, userId } = created.body as { email: string; password: string; userId: string };
  return { email, password, userId, ...(await signIn(testUserPool(), email, password)) };
}

describe('authorization matrix', () => {
  let fixture: Fixture;

  beforeAll(async () => {
    const [customer, otherCustomer, admin, recipient, testCustomer, otherTestCustomer] = await Promise.all([
      newUser(),
      newUser(),
      newUser({ admin: true }),
      newUser(),
      newTestCustomer(),
      newTestCustomer(),
    ]);
    const testChecking = (await callApi('listMyAccounts', { token: testCustomer.accessToken })).body.items[0].id as string;
    const [testWire, testCheck, testLockerItem] = await Promise.all([
      newPendingWire(testCustomer),
      callApi('createCheckDeposit', { token: testCustomer.accessToken, body: sampleCheck(testChecking), headers: { 'idempotency-key': crypto.randomUUID() } }),
      callApi('addLockerItem', { token: testCustomer.accessToken, body: { name: 'Matrix fixture', valueCents: 100 } }),
    ]);
    const accounts = await callApi('listMyAccounts', { token: customer.accessToken });
    // Only a customer who opened their accounts can receive a transfer.
    await callApi('listMyAccounts', { token: recipient.accessToken });
    const history = await callApi('listMyTransactions', { token: customer.accessToken, query: { limit: '1' } });
    const customerUploadKey = await uploadAvatar(customer.accessToken, avatarFixture('sample.png'));
    const [awaiting, confirmable, resendable, toApprove, toReject] = await Promise.all([
      newWireRequest(customer),
      newWireRequest(customer),
      newWireRequest(customer),
      newPendingWire(customer),
      newPendingWire(customer),
    ]);
    // The customer may ask for a new code once a minute: this request's first code is older.
    await ageWireRequest(customer.userId, resendable.id, 61);
    const deposit = () =>
      callApi('createCheckDeposit', { token: customer.accessToken, body: sampleCheck(accounts.body.items[0].id), headers: { 'idempotency-key': crypto.randomUUID() } });
    const checks = await Promise.all([deposit(), deposit()]);
    const lockerItem = async () =>
      (await callApi('addLockerItem', { token: customer.accessToken, body: { name: 'Matrix fixture', valueCents: 100 } })).body.id as string;
    const customerLockerItems = { approve: await lockerItem(), reject: await lockerItem(), remove: await lockerItem() };
    const webhook = async () => (await callApi('createWebhook', { token: customer.accessToken, body: { url: MATRIX_WEBHOOK_URL, types: ['*'] } })).body.id as string;
    const [keptWebhook, webhookToDelete] = [await webhook(), await webhook()];
    const webhookTest = await callApi('testWebhook', { token: customer.accessToken, params: { webhookId: keptWebhook } });
    const maker = await newUser({ admin: true });
    const postingRequests = {
      toApprove: await newPostingRequest(maker, accounts.body.items[0].id),
      toReject: await newPostingRequest(maker, accounts.body.items[0].id),
    };
    fixture = {
      customer,
      otherCustomer,
      admin,
      recipient,
      customerTransactionId: history.body.items[0].id,
      customerCheckingId: accounts.body.items[0].id,
      customerUploadKey,
      wires: {
        awaiting: awaiting.id,
        confirmable: confirmable.id,
        confirmableCode: await mailedCode(customer, confirmable.id),
        resendable: resendable.id,
        toApprove: toApprove.id,
        toReject: toReject.id,
      },
      customerCheckIds: [checks[0].body.id, checks[1].body.id],
      customerLockerItems,
      webhooks: { kept: keptWebhook, toDelete: webhookToDelete, deliveryId: webhookTest.body.deliveryId },
      testCustomer,
      otherTestCustomer,
      testCustomerRequests: { wire: testWire.id, check: testCheck.body.id, lockerItem: testLockerItem.body.id },
      postingRequests,
    };
  });

  const tokenOf = (role: Role): string | null => (role === 'anonymous' ? null : fixture[role].accessToken);

  describe.each(operationIds)('%s', (operationId) => {
    const operation: OperationDefinition = operations[operationId];

    it.each(roles)('as %s', async (role) => {
      const { namesCustomerRecord, ...request } = sampleRequests[operationId](fixture);
      const namesARecord = operation.path.includes('{') || namesCustomerRecord === true;
      const expected = expectedOutcome(operation.access, role, namesARecord);
      const headers = operation.idempotent ? { 'idempotency-key': crypto.randomUUID(), ...request.headers } : request.headers;
      const { status, body } = await callApi(operationId, { ...request, headers, token: tokenOf(role) });
      if (expected === 'success') {
        expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
        expect(status, JSON.stringify(body)).toBeLessThan(300);
      } else {
        expect(status, JSON.stringify(body)).toBe(expected);
      }
    });
  });

  it('has a sample request for every operation in the table', () => {
    expect(Object.keys(sampleRequests).sort()).toEqual([...operationIds].sort());
  });
});
